import { env, exports } from "cloudflare:workers";
import { importJWK, type JWK, SignJWT } from "jose";

// Requests to the staff console as a signed-in staff member makes them in the `web` project: a token signed with this
// run's local stand-in for Access (vitest.config.ts: LOCAL_ACCESS_PRIVATE_JWK, ACCESS_TEAM_DOMAIN, ACCESS_AUD), sent as
// Access sends it, in the Cf-Access-Jwt-Assertion header.

const vars = env as unknown as { LOCAL_ACCESS_PRIVATE_JWK: string; ACCESS_TEAM_DOMAIN: string; ACCESS_AUD: string };

/** A staff member in staff_members (active unless told), as the README's SQL line adds one. */
export async function addStaff(email: string, name: string, active = true) {
  await env.DB.prepare("INSERT OR IGNORE INTO staff_members (email, name, active) VALUES (?, ?, ?)")
    .bind(email, name, active ? 1 : 0)
    .run();
}

/** An Access token for `email`, as the local stand-in signs it (valid an hour). */
export async function staffToken(email: string) {
  const jwk = JSON.parse(vars.LOCAL_ACCESS_PRIVATE_JWK) as JWK;
  return new SignJWT({ email, type: "app" })
    .setProtectedHeader({ alg: "RS256", kid: jwk.kid })
    .setIssuer(vars.ACCESS_TEAM_DOMAIN)
    .setAudience(vars.ACCESS_AUD)
    .setSubject(email)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
    .sign(await importJWK(jwk, "RS256"));
}

/** A request to `path` on the local site, as `email` (signed in through Access) or, with `as: null`, as nobody. */
export async function staffRequest(path: string, { as, ...init }: RequestInit & { as: string | null }) {
  const headers = new Headers(init.headers);
  if (as !== null) headers.set("Cf-Access-Jwt-Assertion", await staffToken(as));
  return exports.default.fetch(new Request(`http://localhost${path}`, { ...init, headers }));
}

/** A form POST to `path` as `email` (or nobody), from the console's own origin as a browser sends it. */
export function staffPost(path: string, fields: Record<string, string>, as: string | null) {
  return staffRequest(path, {
    as,
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
}
