// `npm run staff:token -- <e-mail>`: prints a token the local server's stand-in for Cloudflare Access accepts for
// that staff member (8 hours), for scripts and tests: send it as the Cf-Access-Jwt-Assertion header, e.g.
//   curl -H "Cf-Access-Jwt-Assertion: $(npm run -s staff:token -- ngozi.staff@example.com)" http://localhost:8787/staff
// Signed with the local key pair in .wrangler/ (made by the first `npm start`); the member must be active in the
// local D1 (scripts/local-staff.sql seeds three). Never valid anywhere but a local run.
import { importJWK, SignJWT } from "jose";
import { LOCAL_ACCESS, localAccessKeys } from "./local-env.mjs";

const email = process.argv[2]?.trim().toLowerCase();
if (!email?.includes("@")) {
  console.error("usage: npm run staff:token -- <e-mail of a local staff member>");
  process.exit(2);
}
const { privateJwk } = await localAccessKeys();
const jwk = JSON.parse(privateJwk);
const token = await new SignJWT({ email, type: "app" })
  .setProtectedHeader({ alg: "RS256", kid: jwk.kid })
  .setIssuer(LOCAL_ACCESS.teamDomain)
  .setAudience(LOCAL_ACCESS.aud)
  .setSubject(email)
  .setIssuedAt()
  .setExpirationTime("8h")
  .sign(await importJWK(jwk, "RS256"));
console.log(token);
