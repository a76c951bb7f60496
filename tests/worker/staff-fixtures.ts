import { env, exports } from "cloudflare:workers";
import { importJWK, type JWK, SignJWT } from "jose";

// A staff member's requests to the console in worker tests (issue 52): a token as the local stand-in for Access signs
// it (the `web` project's LOCAL_ACCESS_PRIVATE_JWK, its issuer and audience: vitest.config.ts), sent in the header
// Access sets, for a member put in staff_members first. The seeded names of scripts/local-staff.sql.

const vars = env as unknown as { LOCAL_ACCESS_PRIVATE_JWK: string; ACCESS_TEAM_DOMAIN: string; ACCESS_AUD: string };

export const NGOZI = { email: "ngozi.staff@example.com", name: "Ngozi Adeyemi" };
export const EMRE = { email: "emre.staff@example.com", name: "Emre Kaya" };

/** A staff member in staff_members (active unless told), as docs/staff.md's SQL line adds one. */
export async function addStaff(email: string, name: string, active = true) {
  await env.DB.prepare("INSERT OR IGNORE INTO staff_members (email, name, active) VALUES (?, ?, ?)")
    .bind(email, name, active ? 1 : 0)
    .run();
}

/** `member` in staff_members (active), once. */
export const ensureStaff = (member: { email: string; name: string } = NGOZI) => addStaff(member.email, member.name);

/** An Access token for `email`, as the local stand-in signs it (RS256, this run's local key), valid an hour. */
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

/**
 * A request to `path` as the staff member `email` (NGOZI by default, put in staff_members first when it is one of
 * the two above), through the whole Worker.
 */
export async function asStaff(path: string, init: RequestInit = {}, email = NGOZI.email) {
  const known = [NGOZI, EMRE].find((member) => member.email === email);
  if (known) await ensureStaff(known);
  return staffRequest(path, { ...init, as: email });
}
