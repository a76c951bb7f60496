import { describe, expect, it } from "vitest";
import {
  boundaryOf,
  MultipartMalformed,
  MultipartTooLarge,
  readMultipart,
  readRange,
  type MultipartLimits,
} from "~/applications/internal/multipart.server";

const LIMITS: MultipartLimits = {
  maxBodyBytes: 1024 * 1024,
  maxFileBytes: 64 * 1024,
  maxTotalFileBytes: 100 * 1024,
  maxFieldBytes: 1024,
  maxParts: 20,
  maxHeaderBytes: 4096,
};

const encoder = new TextEncoder();

/** The exact bytes and content type workerd sends for a FormData body. */
async function encode(form: FormData) {
  const request = new Request("http://x/", { method: "POST", body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

function streamOf(bytes: Uint8Array, chunkSize: number) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += chunkSize) controller.enqueue(bytes.slice(at, at + chunkSize));
      controller.close();
    },
  });
}

function joined(chunks: readonly Uint8Array[]) {
  const size = chunks.reduce((n, c) => n + c.length, 0);
  return readRange(chunks, 0, size);
}

/** Bytes that look like the start of a delimiter, to catch a parser that cuts at the wrong place. */
function trickyBytes(size: number) {
  const out = new Uint8Array(size);
  const pattern = encoder.encode("\r\n--\r\n-\r--");
  for (let i = 0; i < size; i++) out[i] = i % 97 < pattern.length ? pattern[i % 97]! : (i * 31) & 0xff;
  return out;
}

describe("readMultipart", () => {
  it.each([1, 3, 7, 64, 4096, 1 << 20])(
    "reads fields and files identically in chunks of %i bytes",
    async (chunkSize) => {
      const form = new FormData();
      form.set("firstName", "Amina");
      form.set("message", "Line one\r\nLine two --not a boundary\r\n");
      form.set("empty", "");
      const a = trickyBytes(5000);
      const b = trickyBytes(1);
      form.append("document_0", new File([a], "transcript.pdf", { type: "application/pdf" }));
      form.append("document_1", new File([b], "résumé final.pdf"));
      form.append("documents", new File([], ""));
      const { bytes, contentType } = await encode(form);

      const { fields, files } = await readMultipart(streamOf(bytes, chunkSize), boundaryOf(contentType)!, LIMITS);
      expect(fields).toEqual([
        { name: "firstName", value: "Amina", truncated: false },
        { name: "message", value: "Line one\r\nLine two --not a boundary\r\n", truncated: false },
        { name: "empty", value: "", truncated: false },
      ]);
      expect(files.map((f) => [f.field, f.fileName, f.clientType, f.size, f.discarded])).toEqual([
        ["document_0", "transcript.pdf", "application/pdf", 5000, false],
        ["document_1", "résumé final.pdf", "application/octet-stream", 1, false],
        ["documents", "", "application/octet-stream", 0, false],
      ]);
      expect(joined(files[0]!.chunks)).toEqual(a);
      expect(joined(files[1]!.chunks)).toEqual(b);
    },
  );

  it("decodes the quotes browsers percent-encode in file names, and reads quoted boundaries, preamble and epilogue", async () => {
    const body = encoder.encode(
      [
        "This is a preamble.",
        "--xyz",
        'Content-Disposition: form-data; name="document_0"; filename="my %22best%22 scan 100%.pdf"',
        "Content-Type: application/pdf",
        "",
        "%PDF-1.4",
        "--xyz--",
        "epilogue",
      ].join("\r\n"),
    );
    expect(boundaryOf('multipart/form-data; boundary="xyz"')).toBe("xyz");
    const { files } = await readMultipart(streamOf(body, 5), "xyz", LIMITS);
    expect(files).toHaveLength(1);
    expect(files[0]!.fileName).toBe('my "best" scan 100%.pdf');
    expect(new TextDecoder().decode(joined(files[0]!.chunks))).toBe("%PDF-1.4");
  });

  it("keeps counting but keeps no bytes once a file is over its limit", async () => {
    const form = new FormData();
    form.append("document_0", new File([trickyBytes(1000)], "small.pdf"));
    form.append("document_1", new File([trickyBytes(LIMITS.maxFileBytes + 1)], "big.pdf"));
    form.append("document_2", new File([trickyBytes(10)], "after.pdf"));
    const { bytes, contentType } = await encode(form);
    const { files } = await readMultipart(streamOf(bytes, 4096), boundaryOf(contentType)!, LIMITS);
    expect(files.map((f) => [f.fileName, f.size, f.discarded, f.chunks.length])).toEqual([
      ["small.pdf", 1000, true, 0],
      ["big.pdf", LIMITS.maxFileBytes + 1, true, 0],
      ["after.pdf", 10, true, 0],
    ]);
  });

  it("keeps no bytes once the files add up to more than the total limit", async () => {
    const form = new FormData();
    for (let i = 0; i < 3; i++) form.append(`document_${i}`, new File([trickyBytes(40 * 1024)], `part-${i}.pdf`));
    const { bytes, contentType } = await encode(form);
    const { files } = await readMultipart(streamOf(bytes, 4096), boundaryOf(contentType)!, LIMITS);
    expect(files.map((f) => f.size)).toEqual([40 * 1024, 40 * 1024, 40 * 1024]);
    expect(files.every((f) => f.discarded && f.chunks.length === 0)).toBe(true);
  });

  it("cuts a text field at its byte limit and says so", async () => {
    const form = new FormData();
    form.set("message", "x".repeat(5000));
    const { bytes, contentType } = await encode(form);
    const { fields } = await readMultipart(streamOf(bytes, 333), boundaryOf(contentType)!, LIMITS);
    expect(fields[0]).toEqual({ name: "message", value: "x".repeat(LIMITS.maxFieldBytes), truncated: true });
  });

  it("stops reading past the body limit", async () => {
    const form = new FormData();
    form.append("document_0", new File([trickyBytes(60 * 1024)], "a.pdf"));
    const { bytes, contentType } = await encode(form);
    await expect(
      readMultipart(streamOf(bytes, 1024), boundaryOf(contentType)!, { ...LIMITS, maxBodyBytes: 10 * 1024 }),
    ).rejects.toBeInstanceOf(MultipartTooLarge);
  });

  it("refuses malformed bodies: too many parts, no closing boundary, a part without a name", async () => {
    const form = new FormData();
    for (let i = 0; i < LIMITS.maxParts + 1; i++) form.append(`f${i}`, "x");
    const many = await encode(form);
    await expect(readMultipart(streamOf(many.bytes, 100), boundaryOf(many.contentType)!, LIMITS)).rejects.toThrow(
      /Too many form parts/,
    );

    const unterminated = encoder.encode('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue');
    await expect(readMultipart(streamOf(unterminated, 8), "b", LIMITS)).rejects.toBeInstanceOf(MultipartMalformed);

    const nameless = encoder.encode("--b\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--b--\r\n");
    await expect(readMultipart(streamOf(nameless, 8), "b", LIMITS)).rejects.toThrow(/no name/);
  });

  it("finds no boundary in a non-multipart content type", () => {
    expect(boundaryOf("application/json")).toBeUndefined();
    expect(boundaryOf("multipart/form-data")).toBeUndefined();
    expect(boundaryOf("multipart/form-data; boundary=----WebKitFormBoundaryAbC123")).toBe(
      "----WebKitFormBoundaryAbC123",
    );
  });
});
