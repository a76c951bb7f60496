import { staffAccessConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { localAccess } from "~/staff/local-access.server";
import { findActiveStaff } from "~/models/staff-members.server";
import { ACCESS_HEADER, accessEmail, teamKeySet } from "~/staff/staff-access.server";
import { isStaffPath } from "~/staff/staff-path";
import { m } from "~/i18n/paraglide/messages";
import type { Step } from "./edge";

/**
 * The staff console's door (docs/decisions/0060-staff-console.md): a request for /staff, however spelled (the path as
 * received and as made canonical), on any host, goes on only with a valid Cloudflare Access token of an active staff
 * member (edge.staff: the D1 lookup, awaited before a write and before any answer leaves: render.ts). Anything else: 403, no page, no byte of a document. A
 * local run's stand-in for Access (local builds only) answers its sign-in page and plays Access in front.
 */
export const staffGate: Step = async (edge) => {
  const settings = staffAccessConfig(edge.env);
  const stand = edge.local ? localAccess(edge.env) : undefined;
  if (stand && settings) {
    const signIn = await stand.answer(edge.request, getDb(), settings);
    if (signIn) return signIn;
  }
  if (!isStaffPath(edge.receivedPath) && !isStaffPath(edge.url.pathname)) return undefined;
  const request = stand ? stand.inFront(edge.request) : edge.request;
  const keySet = stand ? stand.keySet : settings && teamKeySet(settings.teamDomain);
  const email = await accessEmail(request.headers.get(ACCESS_HEADER), settings, keySet);
  if (!email) return forbidden();
  // Who may act is D1's to say: the lookup starts now and rides with the page's reads; a write waits for it here.
  const staff = findActiveStaff(getDb(), email);
  if (!["GET", "HEAD"].includes(edge.request.method) && !(await staff)) return forbidden();
  edge.staff = staff;
  return undefined;
};

/** The 403 of the console: no page, no byte of a document, never kept by a cache. */
export function forbidden() {
  return new Response(m.staff_forbidden(), {
    status: 403,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
