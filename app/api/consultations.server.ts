import { fieldErrors } from "~/lib/field-errors";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { getDb } from "~/db/client.server";
import {
  CONSULTATION_BODY_LIMIT,
  consultationSchema,
  describeFieldErrors,
  type ConsultationField,
} from "~/lib/consultation-schema";
import { createConsultationRequest } from "~/consultations/create-consultation.server";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** 415 unless the body is declared JSON (checked before a byte of it is read). */
const requireJson = createMiddleware(async (c, next) => {
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    return c.json(
      { message: `Send the request as JSON (Content-Type: application/json), not '${mediaType || "nothing"}'.` },
      415,
    );
  }
  await next();
});

/** 413 when Content-Length says too much, or when the bytes actually read go past the cap (chunked bodies). */
const limitBody = bodyLimit({
  maxSize: CONSULTATION_BODY_LIMIT,
  onError: (c) => c.json({ message: `The request body is larger than ${CONSULTATION_BODY_LIMIT / 1024} KB.` }, 413),
});

const validateConsultation = zValidator("json", consultationSchema, (result, c) => {
  if (result.success) return;
  // Problems with the body as a whole (e.g. a JSON array instead of an object) are under `form`.
  const errors = fieldErrors<ConsultationField>(result.error);
  return c.json({ message: describeFieldErrors(errors), errors }, 400);
});

/** POST /api/consultation-requests (spec section 7). Client-sent id/createdAt are dropped by the schema. */
export const consultationsApi = new Hono<{ Bindings: Env }>().post(
  "/consultation-requests",
  requireJson,
  limitBody,
  validateConsultation,
  async (c) => {
    const { request, emailSent } = await createConsultationRequest(getDb(), c.req.valid("json"), { source: "api" });
    return c.json({ ...request, emailSent }, 201);
  },
);
