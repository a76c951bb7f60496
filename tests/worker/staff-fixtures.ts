import { env, exports } from "cloudflare:workers";
import { importJWK, type JWK, SignJWT } from "jose";

// A staff member's requests to the console in worker tests (issue 52): a token as the local stand-in for Access signs
// it (the `web` project's LOCAL_ACCESS_PRIVATE_JWK, its issuer and audience: vitest.config.ts), sent in the header
// Access sets, for a member put in staff_members first. The seeded names of scripts/local-staff.sql.

export const NGOZI = { email: "ngozi.staff@example.com", name: "Ngozi Adeyemi" };
export const EMRE = { email: "emre.staff@example.com", name: "Emre Kaya" };

/** A token for `email` as Access would sign it (RS256, this run's local key), valid for an hour. */
export async function staffToken(email: string) {
  const jwk = JSON.parse((env as unknown as { LOCAL_ACCESS_PRIVATE_JWK: string }).LOCAL_ACCESS_PRIVATE_JWK) as JWK;
  return new SignJWT({ email, type: "app" })
    .setProtectedHeader({ alg: "RS256", kid: jwk.kid })
    .setIssuer((env as unknown as { ACCESS_TEAM_DOMAIN: string }).ACCESS_TEAM_DOMAIN)
    .setAudience((env as unknown as { ACCESS_AUD: string }).ACCESS_AUD)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
    .sign(await importJWK(jwk, "RS256"));
}

/** `member` in staff_members (active), once. */
export const ensureStaff = (member: { email: string; name: string } = NGOZI) =>
  env.DB.prepare("INSERT OR IGNORE INTO staff_members (email, name) VALUES (?, ?)")
    .bind(member.email, member.name)
    .run();

/**
 * A request to `path` (below http://localhost) as the staff member `email` (NGOZI by default, put in staff_members
 * first when it is one of the two above), through the whole Worker.
 */
export async function asStaff(path: string, init: RequestInit = {}, email = NGOZI.email) {
  const known = [NGOZI, EMRE].find((member) => member.email === email);
  if (known) await ensureStaff(known);
  const headers = new Headers(init.headers);
  headers.set("Cf-Access-Jwt-Assertion", await staffToken(email));
  return exports.default.fetch(new Request(`http://localhost${path}`, { ...init, headers }));
}
