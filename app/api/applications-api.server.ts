import { Hono } from "hono";
import { submitApplication } from "~/writes/submit-application.server";

/**
 * POST /api/applications: the multipart application of spec section 3 (fields, files document_0…n).
 * 201 { reference, id, documents, notificationQueued }; 400/413/415 { message, errors? } naming the field or file.
 */
export const applicationsApi = new Hono<{ Bindings: Env }>().post("/applications", async (c) => {
  const result = await submitApplication(c.req.raw);
  return c.json(result.body, result.status);
});
