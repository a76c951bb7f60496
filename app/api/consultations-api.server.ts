import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { consultationCommand } from "~/consultations/consultation-command.server";
import { m } from "~/i18n/paraglide/messages";
import { fieldsOf } from "~/commands/write-command";
import { runWrite, writeContext } from "~/writes/run-write.server";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** 415 unless the body is declared JSON (checked before a byte of it is read). */
const requireJson = createMiddleware(async (c, next) => {
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    return c.json({ message: m.forms_api_send_json({ mediaType: mediaType || m.forms_api_nothing() }) }, 415);
  }
  await next();
});

/**
 * POST /api/consultation-requests (spec section 7): the JSON body goes through consultationCommand. Client-sent
 * id/createdAt are dropped by the schema. The edge caps the body (app/security/post-routes.server.ts).
 */
export const consultationsApi = new Hono<{ Bindings: Env }>().post("/consultation-requests", requireJson, async (c) => {
  const body: unknown = await c.req.json().catch(() => MALFORMED);
  if (body === MALFORMED) return c.json({ message: m.forms_api_malformed_json() }, 400);
  const fields = { ...fieldsOf(body), values: body, claimedSource: "api" };
  const result = await runWrite(consultationCommand, fields, writeContext(c.req.raw));
  if (!result.ok)
    return c.json(
      result.errors ? { message: result.message, errors: result.errors } : { message: result.message },
      result.status,
    );
  if ("decoy" in result)
    return c.json({ id: 0, ...echo(body), createdAt: new Date().toISOString(), emailSent: true }, 201);
  return c.json({ ...result.request, emailSent: result.emailSent }, 201);
});

const MALFORMED = Symbol("malformed JSON");

/** What a bot that filled the honeypot is sent back: its own fields, as if saved. */
function echo(body: unknown) {
  const fields = fieldsOf(body);
  const text = (name: string) =>
    typeof fields.get(name) === "string" ? (fields.get(name) as string).slice(0, 200) : undefined;
  return { fullName: text("fullName"), email: text("email"), phone: text("phone"), studyLevel: text("studyLevel") };
}
