// Who is at the console (docs/decisions/0060-staff-console.md): Cloudflare Access signs in staff and puts its token
// on every request it lets through (Cf-Access-Jwt-Assertion); the Worker verifies that token itself on every /staff
// request (a workers.dev address or another route is not behind Access), then D1's staff_members says whether the
// person may act. Nothing else opens the console: not the CF_Authorization cookie, not a header the client sets.
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";

export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";

/** Where a token must come from and whom it must be for: the team's domain (its issuer) and the application's AUD. */
export type AccessSettings = { teamDomain: string; aud: string };

/** The team's signing keys, fetched from its certs endpoint and cached by jose (an unknown `kid` fetches again, so a rotated key is accepted). */
const remoteKeySets = new Map<string, JWTVerifyGetKey>();
export function teamKeySet(teamDomain: string): JWTVerifyGetKey {
  let keySet = remoteKeySets.get(teamDomain);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL("/cdn-cgi/access/certs", teamDomain), { cacheMaxAge: 60 * 60 * 1000 });
    remoteKeySets.set(teamDomain, keySet);
  }
  return keySet;
}

/**
 * The e-mail an Access token vouches for: signature (RS256, by the team's keys), audience, issuer and expiry all
 * checked; undefined for anything else (no token, a forged or re-signed one, another application's, expired).
 */
export async function accessEmail(
  token: string | null,
  settings: AccessSettings | undefined,
  keySet: JWTVerifyGetKey | undefined = settings && teamKeySet(settings.teamDomain),
): Promise<string | undefined> {
  if (!token || !settings || !keySet) return undefined;
  try {
    const { payload } = await jwtVerify(token, keySet, {
      issuer: settings.teamDomain,
      audience: settings.aud,
      algorithms: ["RS256"],
      requiredClaims: ["exp", "email"],
      clockTolerance: 5,
    });
    return typeof payload.email === "string" && payload.email.includes("@") ? payload.email : undefined;
  } catch {
    return undefined;
  }
}
