// A stand-in for Cloudflare Access on local runs (npm start, the tests), so the console can be used and tested
// without a Cloudflare account (docs/decisions/0060-staff-console.md). Local builds only: vite.config.ts swaps in
// local-access.off.server.ts for any other build, and scripts/check-production-bundle.mjs fails when this code
// reaches the deployed bundle. It plays Access's two parts: a sign-in page that picks a seeded staff member and
// sets the CF_Authorization cookie with a token it signs (RS256, the key pair scripts/serve.mjs made), and, in
// front of the Worker, that cookie turned into the Cf-Access-Jwt-Assertion header. The Worker then verifies the
// token exactly as in production, against this key set instead of the team's.
import { createLocalJWKSet, importJWK, type JWK, type JWTVerifyGetKey, SignJWT } from "jose";
import { localAccessKeys } from "~/config.server";
import type { Db } from "~/db/client.server";
import { m } from "~/i18n/paraglide/messages";
import { escapeHtml } from "~/lib/escape-html";
import { listActiveStaff } from "~/models/staff-members.server";
import { ACCESS_HEADER, type AccessSettings } from "./staff-access.server";

/** Where the stand-in's own pages live (never a /staff path, so they are reachable before signing in). */
const LOCAL_ACCESS_PATH = "/__local-access/sign-in";
const COOKIE = "CF_Authorization";

export type LocalAccess = {
  keySet: JWTVerifyGetKey;
  /** A token for `email` as Access would sign it (8 hours). */
  sign(email: string, settings: AccessSettings): Promise<string>;
  /**
   * The request's headers with the cookie's token as the Access header, as Access hands it to the Worker, on a
   * bodiless copy: `new Request(request, …)` would take the body over and leave the original, which the edge still
   * reads for a POST, locked (every local staff form failed with "ReadableStream is currently locked").
   */
  inFront(request: Request): Request;
  /** The sign-in page (GET lists the active staff, POST signs one in), or undefined for any other path. */
  answer(request: Request, db: Db, settings: AccessSettings): Promise<Response | undefined>;
};

/** The stand-in, when this local run has its key pair (LOCAL_ACCESS_*), else undefined. */
export function localAccess(env: object): LocalAccess | undefined {
  const keys = localAccessKeys(env as never);
  if (!keys) return undefined;
  const publicJwk = JSON.parse(keys.publicJwk) as JWK;
  const privateJwk = JSON.parse(keys.privateJwk) as JWK;
  const keySet = createLocalJWKSet({ keys: [publicJwk] });
  const sign = async (email: string, { teamDomain, aud }: AccessSettings) =>
    new SignJWT({ email, type: "app" })
      .setProtectedHeader({ alg: "RS256", kid: publicJwk.kid })
      .setIssuer(teamDomain)
      .setAudience(aud)
      .setSubject(email)
      .setIssuedAt()
      .setExpirationTime("8h")
      .sign(await importJWK(privateJwk, "RS256"));
  return {
    keySet,
    sign,
    inFront(request) {
      const token = cookieOf(request, COOKIE);
      if (!token || request.headers.has(ACCESS_HEADER)) return request;
      const headers = new Headers(request.headers);
      headers.set(ACCESS_HEADER, token);
      return new Request(request.url, { headers });
    },
    async answer(request, db, settings) {
      const url = new URL(request.url);
      if (url.pathname !== LOCAL_ACCESS_PATH) return undefined;
      if (request.method === "POST") {
        const email = String((await request.formData()).get("email") ?? "");
        const member = (await listActiveStaff(db)).find((s) => s.email === email);
        if (!member) return new Response(m.staff_forbidden(), { status: 403 });
        const token = await sign(member.email, settings);
        return new Response(null, {
          status: 303,
          headers: { Location: "/staff", "Set-Cookie": `${COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax` },
        });
      }
      return signInPage(await listActiveStaff(db));
    },
  };
}

function cookieOf(request: Request, name: string) {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** A plain page: one button per active staff member (it works without JavaScript, as the console does). */
function signInPage(staff: { email: string; name: string }[]) {
  const buttons = staff
    .map(
      (s) =>
        `<li><button name="email" value="${escapeHtml(s.email)}">${escapeHtml(m.staff_local_sign_in_as({ name: s.name }))}</button> <small>${escapeHtml(s.email)}</small></li>`,
    )
    .join("");
  const body =
    staff.length > 0
      ? `<form method="post"><ul>${buttons}</ul></form>`
      : `<p>${escapeHtml(m.staff_local_sign_in_none())}</p>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(m.staff_local_sign_in_title())}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(m.staff_local_sign_in_title())}</h1><p>${escapeHtml(m.staff_local_sign_in_intro())}</p>${body}</body></html>`;
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
