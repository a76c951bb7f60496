import { Hono } from "hono";
import { statusLookupCommand } from "~/case/status-lookup.server";
import { fieldsOf } from "~/commands/write-command";
import { runWrite, writeContext } from "~/writes/run-write.server";

/**
 * POST /api/applications/status { reference, email }: 200 { application } (what the status page shows: status,
 * next step, staff note, documents by name and size, history); 404 { message } for a wrong pair and an unknown
 * reference alike (the same bytes); 400 { message, errors } for a malformed body or field.
 */
export const applicationStatusApi = new Hono<{ Bindings: Env }>().post("/applications/status", async (c) => {
  const body = await c.req.json<unknown>().catch(() => undefined);
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return c.json({ message: 'Send a JSON object: { "reference": "APP-…", "email": "…" }' }, 400);
  }
  const result = await runWrite(statusLookupCommand, fieldsOf(body), writeContext(c.req.raw));
  if (result.ok) {
    const { email: _email, phone: _phone, ...application } = result.application;
    return c.json({ application });
  }
  return c.json(
    result.errors ? { message: result.message, errors: result.errors } : { message: result.message },
    result.status,
  );
});
