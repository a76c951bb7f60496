import { describe } from "vitest";
import { MB } from "~/lib/format-bytes";
import { newToken } from "~/applications/upload-schema";
import { attackSuite, post, streamed, type AttackCase } from "./attack-harness";
import { medicineApplication, request } from "./helpers";

// Resumable uploads: tus at /api/uploads, and applications that name uploads instead of carrying files.

const TUS = { "Tus-Resumable": "1.0.0" };
const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const metadata = (fileName: string, draft = newToken()) => `filename ${b64(fileName)},draft ${b64(draft)}`;

const create = (headers: Record<string, string>) => post("/api/uploads", null, { ...TUS, ...headers });
const patch = (id: string, body: BodyInit, headers: Record<string, string> = {}) =>
  request(`/api/uploads/${encodeURIComponent(id)}`, {
    method: "PATCH",
    headers: { ...TUS, "Content-Type": "application/offset+octet-stream", "Upload-Offset": "0", ...headers },
    body,
  });

function applicationNaming(draft: string, ids: string[]) {
  const form = medicineApplication({ email: "amina.attack@example.com", draftId: draft });
  for (const [i, id] of ids.entries()) form.set(`upload_${i}`, id);
  return post("/api/applications", form);
}

const cases: AttackCase[] = [
  {
    area: "uploads (tus)",
    attack: "over-size file",
    input: "Upload-Length 10.5 MB",
    send: () => create({ "Upload-Length": String(Math.round(10.5 * MB)), "Upload-Metadata": metadata("a.pdf") }),
    status: [413],
    message: /at most 10 MB/,
  },
  {
    area: "uploads (tus)",
    attack: "no or bad length",
    input: "Upload-Length -1",
    send: () => create({ "Upload-Length": "-1", "Upload-Metadata": metadata("a.pdf") }),
    status: [400],
    message: /Upload-Length must be/,
  },
  {
    area: "uploads (tus)",
    attack: "deferred length",
    input: "Upload-Defer-Length: 1",
    send: () => create({ "Upload-Defer-Length": "1", "Upload-Metadata": metadata("a.pdf") }),
    status: [400],
    message: /unknown length/,
  },
  {
    area: "uploads (tus)",
    attack: "path traversal in the file name",
    input: "filename ../../etc/passwd.pdf",
    send: () => create({ "Upload-Length": "1000", "Upload-Metadata": metadata("../../etc/passwd.pdf") }),
    status: [400],
    message: /bare name/,
  },
  {
    area: "uploads (tus)",
    attack: "executable by name",
    input: "filename setup.exe",
    send: () => create({ "Upload-Length": "1000", "Upload-Metadata": metadata("setup.exe") }),
    status: [415],
    message: /not an accepted file type/,
  },
  {
    area: "uploads (tus)",
    attack: "no draft",
    input: "Upload-Metadata without draft",
    send: () => create({ "Upload-Length": "1000", "Upload-Metadata": `filename ${b64("a.pdf")}` }),
    status: [400],
    message: /draft/,
  },
  {
    area: "uploads (tus)",
    attack: "malformed metadata",
    input: "Upload-Metadata 'filename not-base64!!'",
    send: () => create({ "Upload-Length": "1000", "Upload-Metadata": "filename not-base64!!" }),
    status: [400],
    message: /base64/,
  },
  {
    area: "uploads (tus)",
    attack: "another protocol version",
    input: "Tus-Resumable: 0.2.2",
    send: () =>
      post("/api/uploads", null, {
        "Tus-Resumable": "0.2.2",
        "Upload-Length": "1000",
        "Upload-Metadata": metadata("a.pdf"),
      }),
    status: [412],
    message: /Tus-Resumable: 1\.0\.0/,
  },
  {
    area: "uploads (tus)",
    attack: "bytes for an upload that does not exist",
    input: "PATCH /api/uploads/<random id>",
    send: () => patch(newToken(), new Uint8Array(100)),
    status: [404],
    message: /not on our server/,
  },
  {
    area: "uploads (tus)",
    attack: "SQL in the upload id",
    input: "PATCH /api/uploads/' OR 1=1 --",
    send: () => patch("' OR 1=1 --", new Uint8Array(100)),
    status: [404],
    message: /not on our server/,
  },
  {
    area: "uploads (tus)",
    attack: "chunk over 1 MiB",
    input: "PATCH of 1 MiB + 1 byte",
    send: () => patch(newToken(), new Uint8Array(MB + 1)),
    status: [413],
    message: /at most 1024 KB/,
  },
  {
    area: "uploads (tus)",
    attack: "chunk without a length",
    input: "PATCH streamed without Content-Length",
    send: () => patch(newToken(), streamed(new Uint8Array(200_000))),
    status: [411],
    message: /Content-Length/,
  },
  {
    area: "application API",
    attack: "made-up upload ids",
    input: "upload_0 = a random id, draftId random",
    send: () => applicationNaming(newToken(), [newToken()]),
    status: [400],
    message: /no longer on our server/,
  },
  {
    area: "application API",
    attack: "upload ids without a draft",
    input: "upload_0 = a random id, no draftId",
    send: () => applicationNaming("", [newToken()]),
    status: [400],
    message: /no longer on our server/,
  },
];

describe("attacks on resumable uploads", () => {
  attackSuite(cases);
});
