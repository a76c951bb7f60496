import type { RouterContextProvider } from "react-router";
import { bindings } from "~/config.server";
import { getDb } from "~/db/client.server";
import { findDocumentOfCase } from "~/models/staff-case.server";
import { documentHeaders } from "~/staff/document-preview";
import { requireStaff } from "~/staff/staff-member.server";

/** One answer for every document that is not there: unknown, another case's, or its object gone from R2. */
const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

/**
 * The bytes of document `id` of the case `reference`, streamed from R2 to an active staff member (HEAD: its headers
 * only). The row is read beside the staff check (one D1 round trip); R2 is touched only once both are settled.
 */
export async function documentResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { reference: string; id: string },
) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const [, row] = await Promise.all([
    requireStaff(context),
    id === undefined ? undefined : findDocumentOfCase(getDb(), params.reference, id),
  ]);
  if (!row) throw notFound();
  const bucket = bindings().documents;
  if (request.method === "HEAD") {
    const head = await bucket.head(row.r2Key);
    if (!head) throw notFound();
    return new Response(null, { status: 200, headers: documentHeaders(row, head.size) });
  }
  const object = await bucket.get(row.r2Key);
  if (!object) throw notFound();
  return new Response(object.body, { status: 200, headers: documentHeaders(row, object.size) });
}
