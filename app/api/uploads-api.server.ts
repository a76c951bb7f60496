import { Hono, type Context } from "hono";
import {
  appendTusChunk,
  terminateTusUpload,
  TUS_VERSION,
  tusOptions,
  tusUploadOffset,
  type TusAnswer,
  uploadCreationCommand,
} from "~/applications/resumable-upload.server";
import { runWrite, writeContext } from "~/writes/run-write.server";

/**
 * tus 1.0 at /api/uploads (app/applications/resumable-upload.server.ts): OPTIONS and POST on the collection,
 * HEAD, PATCH and DELETE on one upload. Every answer carries Tus-Resumable and is never cached; a refusal has a
 * JSON `{ message }` the form shows.
 */
function answer(c: Context, { status, headers, message }: TusAnswer) {
  const all = new Headers({ "Tus-Resumable": TUS_VERSION, "Cache-Control": "no-store", ...headers });
  if (message === undefined) return c.body(null, status as 200, Object.fromEntries(all));
  all.set("Content-Type", "application/json");
  return c.body(JSON.stringify({ message }), status as 400, Object.fromEntries(all));
}

/** Tus-Resumable is required on every request but OPTIONS; another version is refused with 412. */
function unsupportedVersion(c: Context) {
  const version = c.req.header("Tus-Resumable");
  if (version === TUS_VERSION) return undefined;
  return answer(c, {
    status: 412,
    headers: { "Tus-Version": TUS_VERSION },
    message: `Send Tus-Resumable: ${TUS_VERSION} (this server speaks tus ${TUS_VERSION}).`,
  });
}

export const uploadsApi = new Hono<{ Bindings: Env }>()
  .options("/uploads", (c) => answer(c, tusOptions()))
  .options("/uploads/:id", (c) => answer(c, tusOptions()))
  .post("/uploads", async (c) => {
    const headers = { get: (name: string) => c.req.header(name) ?? null };
    return unsupportedVersion(c) ?? answer(c, await runWrite(uploadCreationCommand, headers, writeContext(c.req.raw)));
  })
  // Hono answers HEAD with the GET handler (body dropped): a plain GET of an upload is not part of tus.
  .get("/uploads/:id", async (c) => {
    if (c.req.method !== "HEAD")
      return answer(c, {
        status: 405,
        headers: { Allow: "HEAD, PATCH, DELETE, OPTIONS" },
        message: "Use HEAD to ask for an upload's offset.",
      });
    return unsupportedVersion(c) ?? answer(c, await tusUploadOffset(c.req.param("id")));
  })
  .patch(
    "/uploads/:id",
    async (c) => unsupportedVersion(c) ?? answer(c, await appendTusChunk(c.req.raw, c.req.param("id"))),
  )
  .delete("/uploads/:id", async (c) => unsupportedVersion(c) ?? answer(c, await terminateTusUpload(c.req.param("id"))));
