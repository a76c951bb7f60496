import { env, exports } from "cloudflare:workers";
import { localAccess } from "~/staff/local-access.server";

// A staff member's requests to the console in worker tests (issue 52): a token as the local stand-in for Access signs
// it (the `web` project's LOCAL_ACCESS_PRIVATE_JWK, its issuer and audience: vitest.config.ts), sent in the header
// Access sets, for a member put in staff_members first. The seeded names of scripts/local-staff.sql.

const vars = env as unknown as { ACCESS_TEAM_DOMAIN: string; ACCESS_AUD: string };

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

/** An Access token for `email`, signed by the local stand-in for Access itself (app/staff/local-access.server.ts). */
export async function staffToken(email: string) {
  const stand = localAccess(env);
  if (!stand) throw new Error("the web project has no local Access keys (vitest.config.ts, LOCAL_ACCESS_*)");
  return stand.sign(email, { teamDomain: vars.ACCESS_TEAM_DOMAIN, aud: vars.ACCESS_AUD });
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
