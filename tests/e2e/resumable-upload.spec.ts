import { chooseMedicine } from "./apply-form";
import { writeFileSync } from "node:fs";
import type { CDPSession, Page, Request } from "@playwright/test";
import { expect, test, waitUntilReady } from "./fixtures";
import { queryLocalD1, r2Get } from "./local-state";
import { addDocumentsToApply } from "./form-checks";

// Issue 14: an upload on a 2G connection (CDP: 250 kbit/s, 300 ms round trip) that loses the connection halfway
// resumes from where it stopped, not from zero, and the application completes. Chromium only (CDP).

const KBIT = 1000 / 8;
const TWO_G = { offline: false, latency: 300, downloadThroughput: 250 * KBIT, uploadThroughput: 250 * KBIT };
const CHUNK = 256 * 1024;

/** A real PDF (header, body, %%EOF) of `size` bytes, its middle random so that byte comparisons mean something. */
function pdf(size: number) {
  const head = Buffer.from("%PDF-1.4\n%");
  const tail = Buffer.from("\n%%EOF\n");
  const body = Buffer.alloc(size - head.length - tail.length);
  for (let i = 0, x = 14; i < body.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    body[i] = x >> 16;
  }
  return Buffer.concat([head, body, tail]);
}

const network = (cdp: CDPSession, conditions: typeof TWO_G) => cdp.send("Network.emulateNetworkConditions", conditions);

/** Every PATCH the page sends to /api/uploads: the offset it starts at and how many bytes it carries. */
function recordPatches(page: Page, length: number) {
  const patches: { offset: number; bytes: number; status?: number }[] = [];
  page.on("request", (request: Request) => {
    if (request.method() !== "PATCH" || !request.url().includes("/api/uploads/")) return;
    const offset = Number(request.headers()["upload-offset"]);
    const bytes = request.postDataBuffer()?.length ?? Math.min(CHUNK, length - offset);
    const patch: { offset: number; bytes: number; status?: number } = { offset, bytes };
    patches.push(patch);
    void request.response().then((response) => {
      patch.status = response?.status();
    });
  });
  return patches;
}

/** The offsets the server told in answer to HEAD (where a resumed upload goes on from). */
function recordHeads(page: Page) {
  const offsets: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "HEAD" && response.url().includes("/api/uploads/"))
      offsets.push(Number(response.headers()["upload-offset"]));
  });
  return offsets;
}

async function fillApplication(page: Page) {
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Chidi");
  await page.getByRole("textbox", { name: "Last Name", exact: true }).fill("Okafor");
  await page.getByRole("textbox", { name: "Email Address", exact: true }).fill("chidi.okafor@example.com");
  await chooseMedicine(page);
}

/** The page's network as a 2G phone has it, from now on. */
async function throttled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await network(cdp, TWO_G);
  return cdp;
}

const submitted = (page: Page) => page.getByRole("status").filter({ hasText: "Application submitted successfully!" });

test("a document sent at 250 kbit/s that loses the connection halfway resumes from its offset @desktop-only", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const file = pdf(3 * CHUNK);
  await page.goto("/apply");
  await waitUntilReady(page);
  await fillApplication(page);
  const cdp = await throttled(page);
  const patches = recordPatches(page, file.length);
  const heads = recordHeads(page);
  const started = Date.now();
  await page
    .getByLabel("Add documents")
    .setInputFiles({ name: "waec-result.pdf", mimeType: "application/pdf", buffer: file });

  const progress = page.getByRole("progressbar", { name: "Upload of waec-result.pdf" });
  const row = page.getByRole("list", { name: "Selected documents: Other document" }).getByRole("listitem");
  await expect(row).toContainText(/Uploading \d+% · [\d.]+ (B|KB)\/s · \d+ (s|min) left/, { timeout: 30_000 });
  // Halfway: the connection drops.
  await expect
    .poll(async () => Number(await progress.getAttribute("value")) / file.length, { timeout: 90_000, intervals: [200] })
    .toBeGreaterThanOrEqual(0.5);
  const droppedAt = Number(await progress.getAttribute("value")) / file.length;
  await network(cdp, { ...TWO_G, offline: true });
  await expect(row).toContainText(/Paused at \d+%: waiting for the connection/);
  const acknowledged = Math.max(0, ...patches.filter((p) => p.status === 204).map((p) => p.offset + p.bytes));
  expect(acknowledged).toBeGreaterThan(0);
  await page.waitForTimeout(3000);

  // Back online: the upload goes on from the server's offset (HEAD), not from zero.
  const before = patches.length;
  await network(cdp, TWO_G);
  await expect(row).toContainText("Uploaded", { timeout: 90_000 });
  const elapsed = (Date.now() - started) / 1000;
  const resumed = patches.slice(before);
  expect(resumed.length).toBeGreaterThan(0);
  // It asked the server where it stood (HEAD) and went on from there: at least what it saw acknowledged (a chunk
  // whose answer was lost to the drop may be in too).
  expect(heads.length).toBeGreaterThan(0);
  expect(resumed[0]!.offset).toBe(heads.at(-1));
  expect(resumed[0]!.offset).toBeGreaterThanOrEqual(acknowledged);
  const sent = patches.reduce((sum, p) => sum + p.bytes, 0);
  const resent = sent - file.length;
  // Less than one chunk goes twice: only the chunk in flight when the connection dropped.
  expect(resent).toBeLessThan(CHUNK);
  console.log(
    `resumable upload: ${file.length} bytes at 250 kbit/s, dropped at ${Math.round(droppedAt * 100)}% (${acknowledged} bytes acknowledged), resumed at byte ${resumed[0]!.offset}: ` +
      `${patches.length} PATCHes, ${resent} bytes re-sent, ${elapsed.toFixed(1)} s including 3 s offline`,
  );

  // The application completes with that upload, its bytes intact in R2.
  await network(cdp, { ...TWO_G, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await addDocumentsToApply(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  const confirmation = submitted(page);
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  const reference = (await confirmation.getByTestId("application-reference").textContent())!;
  const [document] = queryLocalD1<{ r2_key: string; size: number }>(
    "SELECT d.r2_key, d.size FROM application_documents d JOIN applications a ON a.id = d.application_id WHERE a.reference = ? AND d.file_name = 'waec-result.pdf'",
    [reference],
  );
  expect(document?.size).toBe(file.length);
  expect((await r2Get(document!.r2_key)).equals(file)).toBe(true);
});

// The closing note's figure: a 5 MB document at 250 kbit/s, picked to confirmed, per file with tus against the
// single multipart request of the form without JavaScript. About 3 minutes each: run with MEASURE_2G=1.
test("measure: 5 MB at 250 kbit/s, tus against the single request @desktop-only", async ({ browser, baseURL }) => {
  test.skip(!process.env.MEASURE_2G, "a measurement (about 6 minutes): MEASURE_2G=1 runs it");
  test.setTimeout(900_000);
  const file = { name: "bank-statement.pdf", mimeType: "application/pdf", buffer: pdf(5 * 1024 * 1024) };
  const seconds = {} as Record<"tus" | "single", number>;
  for (const kind of ["tus", "single"] as const) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: kind === "tus" });
    const page = await context.newPage();
    await page.goto("/apply");
    if (kind === "tus") await waitUntilReady(page);
    await fillApplication(page);
    await throttled(page);
    const started = Date.now();
    // With JavaScript the file uploads when picked and Submit waits for it; without, Submit sends it all at once.
    await page.getByLabel("Add documents").setInputFiles(file);
    await addDocumentsToApply(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(submitted(page)).toBeVisible({ timeout: 600_000 });
    seconds[kind] = (Date.now() - started) / 1000;
    await context.close();
  }
  console.log(
    `5 MB at 250 kbit/s, picked to confirmed: per-file tus ${seconds.tus.toFixed(1)} s, single request ${seconds.single.toFixed(1)} s`,
  );
});

test("a reload halfway: the same file picked again resumes from the server's offset @desktop-only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A file on disk, as on the phone: picked twice it is the same file (name, size, date), so its fingerprint matches
  // (a buffer handed to setInputFiles would get a new date each time).
  const file = { path: test.info().outputPath("passport.pdf"), buffer: pdf(3 * CHUNK) };
  writeFileSync(file.path, file.buffer);
  await page.goto("/apply");
  await waitUntilReady(page);
  const cdp = await throttled(page);
  await page.getByLabel("Add documents").setInputFiles(file.path);
  const progress = page.getByRole("progressbar", { name: "Upload of passport.pdf" });
  await expect
    .poll(async () => Number(await progress.getAttribute("value")) / file.buffer.length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(0.4);
  // The page goes away mid-upload (the chunk in flight is lost), then comes back on a good connection.
  await page.goto("about:blank");
  await network(cdp, { ...TWO_G, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.goto("/apply");
  await waitUntilReady(page);
  const patches = recordPatches(page, file.buffer.length);
  const heads = recordHeads(page);
  await page.getByLabel("Add documents").setInputFiles(file.path);
  await expect(page.getByRole("list", { name: "Selected documents: Other document" })).toContainText("Uploaded", {
    timeout: 30_000,
  });
  // tus-js-client found the upload by its fingerprint and asked where it stood: no new upload, no byte from zero.
  expect(heads.length).toBeGreaterThan(0);
  expect(heads[0]).toBeGreaterThan(0);
  expect(patches[0]?.offset ?? file.buffer.length).toBe(heads[0]);
});

test("a phone photo over 1 MB is shrunk before upload, with a note of the saving @desktop-only", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/apply");
  await waitUntilReady(page);
  // A 4000×3000 photo as a phone camera saves it (noisy, so it stays large as a JPEG at quality 0.95).
  const photo = Buffer.from(
    await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 4000;
      canvas.height = 3000;
      const context = canvas.getContext("2d")!;
      const pixels = context.createImageData(4000, 3000);
      for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = (i * 7919) % 251;
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.95));
      const bytes = new Uint8Array(await blob!.arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    }),
    "base64",
  );
  expect(photo.length).toBeGreaterThan(1024 * 1024);
  const patches = recordPatches(page, photo.length);
  await page
    .getByLabel("Add documents")
    .setInputFiles({ name: "passport-photo.jpg", mimeType: "image/jpeg", buffer: photo });
  const row = page.getByRole("list", { name: "Selected documents: Other document" }).getByRole("listitem");
  await expect(row).toContainText(/Photo made smaller for upload: [\d.]+ MB → [\d.]+ (KB|MB) \(\d+% saved\)/);
  await expect(row).toContainText("Uploaded", { timeout: 60_000 });
  const sent = patches.reduce((sum, p) => sum + p.bytes, 0);
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThan(photo.length);
});
