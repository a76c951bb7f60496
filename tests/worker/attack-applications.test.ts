import { MEDICINE_APPLICATION } from "../medicine-application";
import { describe, expect } from "vitest";
import { MB } from "~/lib/format-bytes";
import { attackSuite, json, MALFORMED_MULTIPART, post, streamed, type AttackCase } from "./attack-harness";
import { exeBytes, jpegBytes, pdfBytes, pngBytes } from "./document-bytes";

// Applications: POST /api/applications (multipart) and the /apply form action (the form without JavaScript).

const VALID = { ...MEDICINE_APPLICATION, email: "amina.attack@example.com", phone: "+2348012345678" };
type Upload = { name: string; bytes: Uint8Array<ArrayBuffer> };
const PDF: Upload = { name: "transcript.pdf", bytes: pdfBytes() };

function multipart(fields: Record<string, string> = VALID, uploads: Upload[] = [PDF], extra: [string, string][] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, value] of extra) form.append(name, value);
  for (const [i, { name, bytes }] of uploads.entries()) form.append(`document_${i}`, new File([bytes], name));
  return form;
}

const api = (body: BodyInit | null, headers: Record<string, string> = {}) => post("/api/applications", body, headers);
const apply = (body: BodyInit | null, headers: Record<string, string> = {}) => post("/apply", body, headers);

/** A form serialised once, to send with or without its Content-Length. */
async function encoded(form: FormData) {
  const request = new Request("http://x/", { method: "POST", body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

const bigFiles = () =>
  [1, 2, 3].map((seed) => ({ name: `part-${seed}.pdf`, bytes: pdfBytes(8 * MB + 700 * 1024, seed) }));

// An HTML page that also carries a PDF header further in: browsers sniff it as HTML, a lax checker as PDF.
const htmlPdfPolyglot = new TextEncoder().encode(`<html><script>alert(1)</script></html>\n%PDF-1.4\n%%EOF\n`);
// A Windows program that carries a PDF header inside its first kilobyte, and a shell script with one on line 2:
// readers tolerate junk before %PDF-, so a lax checker would store either as a PDF.
const exeWithPdfHeader = (() => {
  const bytes = exeBytes(4096);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"), 512);
  return bytes;
})();
const shebangPdf = new TextEncoder().encode("#!/bin/sh\n%PDF-1.4\necho pwned\n%%EOF\n");
// A JPEG whose bytes are named .pdf (a "PDF" that is an image with a script comment after its header).
const jpegNamedPdf = jpegBytes(2000);

const cases: AttackCase[] = [
  {
    area: "application API",
    attack: "JSON body",
    input: "valid fields as application/json",
    send: () => json("/api/applications", VALID),
    status: [415],
    message: /multipart\/form-data/,
  },
  {
    area: "application API",
    attack: "no content type",
    input: "a multipart body without Content-Type",
    send: async () => api((await encoded(multipart())).bytes),
    status: [415],
    message: /multipart\/form-data/,
  },
  {
    area: "application API",
    attack: "malformed multipart",
    input: "no closing boundary",
    send: () => api(MALFORMED_MULTIPART.body, MALFORMED_MULTIPART.headers),
    status: [400],
    message: /form data could not be read/,
  },
  {
    area: "application API",
    attack: "missing fields",
    input: "only a PDF, no fields",
    send: () => api(multipart({})),
    status: [400],
    message: /Please fill in all required fields/,
  },
  {
    area: "application API",
    attack: "duplicated field",
    input: "email sent twice",
    send: () => api(multipart(VALID, [PDF], [["email", "evil@example.com"]])),
    status: [400],
    message: /sent more than once/,
  },
  {
    area: "application API",
    attack: "over-long name",
    input: "firstName of 1 MB",
    send: () => api(multipart({ ...VALID, firstName: "A".repeat(1024 * 1024) })),
    status: [400],
    message: /too long/,
  },
  {
    area: "application API",
    attack: "line break in the name",
    input: "firstName 'Amina\\r\\nBcc: x@example.com'",
    send: () => api(multipart({ ...VALID, firstName: "Amina\r\nBcc: x@example.com" })),
    status: [400],
    message: /control characters/,
  },
  {
    area: "application API",
    attack: "phishing text as first name, wrong phone",
    input: "phone 'abcdefghij'",
    send: () => api(multipart({ ...VALID, phone: "abcdefghij" })),
    status: [400],
    message: /valid phone number/,
  },
  {
    area: "application API",
    attack: "program typed by the sender",
    input: "selectedProgram 'Pay at https://evil.example'",
    send: () => api(multipart({ ...VALID, selectedProgram: "Pay at https://evil.example" })),
    status: [400],
    message: /There is no .* program/,
  },
  {
    area: "application API",
    attack: "no documents",
    input: "fields only",
    send: () => api(multipart(VALID, [])),
    status: [400],
    message: /Please add these documents to apply: Passport, Passport photo, Secondary school results\./,
  },
  {
    area: "application API",
    attack: "renamed executable",
    input: "a Windows .exe named passport.pdf",
    send: () => api(multipart(VALID, [{ name: "passport.pdf", bytes: exeBytes() }])),
    status: [400],
    message: /is not a real PDF file/,
  },
  {
    area: "application API",
    attack: "polyglot: HTML page with a PDF header inside",
    input: "'<html><script>…' + '%PDF-1.4' named cv.pdf",
    send: () => api(multipart(VALID, [{ name: "cv.pdf", bytes: htmlPdfPolyglot }])),
    status: [400],
    message: /is not a real PDF file/,
  },
  {
    area: "application API",
    attack: "polyglot: a Windows executable with %PDF- in its first kilobyte",
    input: "'MZ…' + '%PDF-1.4' at byte 512, named passport.pdf",
    send: () => api(multipart(VALID, [{ name: "passport.pdf", bytes: exeWithPdfHeader }])),
    status: [400],
    message: /is not a real PDF file/,
  },
  {
    area: "application API",
    attack: "script with %PDF- after its first line",
    input: "'#!/bin/sh' + newline + '%PDF-1.4', named cv.pdf",
    send: () => api(multipart(VALID, [{ name: "cv.pdf", bytes: shebangPdf }])),
    status: [400],
    message: /is not a real PDF file/,
  },
  {
    area: "application API",
    attack: "e-mail that is a list with a display name",
    input: "email '<victim@evil.example>,x.example'",
    send: () => api(multipart({ ...VALID, email: "<victim@evil.example>,x.example" })),
    status: [400],
    message: /Please enter a valid email address/,
  },
  {
    area: "application API",
    attack: "format and separator characters in names and file names",
    input: "firstName 'Ami\\u061Cna', lastName 'Bel\\u2029lo', file 'cv\\u2028.pdf'",
    send: async () => {
      for (const fields of [
        { ...VALID, firstName: "Ami\u061Cna" },
        { ...VALID, lastName: "Bel\u2029lo" },
      ]) {
        const refused = await api(multipart(fields));
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as { message: string }).message).toMatch(/control characters/);
      }
      return api(multipart(VALID, [{ name: "cv\u2028.pdf", bytes: pdfBytes() }]));
    },
    status: [400],
    message: /file name we cannot accept/,
  },
  {
    area: "application API",
    attack: "polyglot: a JPEG named .pdf",
    input: "JPEG bytes named diploma.pdf",
    send: () => api(multipart(VALID, [{ name: "diploma.pdf", bytes: jpegNamedPdf }])),
    status: [400],
    message: /is not a real PDF file/,
  },
  {
    area: "application API",
    attack: "zero-byte file",
    input: "empty.pdf, 0 bytes",
    send: () => api(multipart(VALID, [{ name: "empty.pdf", bytes: new Uint8Array(0) }])),
    status: [400],
    message: /is empty/,
  },
  {
    area: "application API",
    attack: "path traversal in the file name",
    input: "'../../etc/passwd.pdf' (a real PDF)",
    send: () => api(multipart(VALID, [{ name: "../../etc/passwd.pdf", bytes: pdfBytes() }])),
    status: [400],
    message: /file name we cannot accept/,
  },
  {
    area: "application API",
    attack: "right-to-left override in the file name",
    input: "'invoice\\u202Egpj.pdf' (a real PDF)",
    send: () => api(multipart(VALID, [{ name: "invoice\u202Egpj.pdf", bytes: pdfBytes() }])),
    status: [400],
    message: /file name we cannot accept/,
  },
  {
    area: "application API",
    attack: "11 files",
    input: "11 small PDFs",
    send: () =>
      api(
        multipart(
          VALID,
          Array.from({ length: 11 }, (_, i) => ({ name: `doc-${i}.pdf`, bytes: pdfBytes(0, i) })),
        ),
      ),
    status: [400],
    message: /at most 10 documents/,
  },
  {
    area: "application API",
    attack: "26 MB in total, with Content-Length",
    input: "3 PDFs of 8.7 MB",
    send: async () => {
      const { bytes, contentType } = await encoded(multipart(VALID, bigFiles()));
      return api(bytes, { "Content-Type": contentType, "Content-Length": String(bytes.byteLength) });
    },
    status: [413],
    message: /at most 25 MB in total/,
    // Builds and sends 26 MB: seconds on a loaded two-core machine.
    timeout: 20_000,
  },
  {
    area: "application API",
    attack: "26 MB in total, streamed without Content-Length",
    input: "3 PDFs of 8.7 MB, chunked",
    send: async () => {
      const { bytes, contentType } = await encoded(multipart(VALID, bigFiles()));
      return api(streamed(bytes), { "Content-Type": contentType });
    },
    status: [411],
    message: /Content-Length/,
  },
  {
    area: "application API",
    attack: "unexpected file field",
    input: "a file under 'avatar'",
    send: () => {
      const form = multipart();
      form.append("avatar", new File([pngBytes()], "a.png"));
      return api(form);
    },
    status: [400],
    message: /Unexpected file field/,
  },

  {
    area: "/apply form",
    attack: "JSON body",
    input: "valid fields as application/json",
    send: () => json("/apply", VALID),
    status: [400],
    message: /multipart\/form-data/,
  },
  {
    area: "/apply form",
    attack: "no content type",
    input: "a multipart body without Content-Type",
    send: async () => apply((await encoded(multipart())).bytes),
    status: [400],
    message: /multipart\/form-data/,
  },
  {
    area: "/apply form",
    attack: "HTML/script injection, echoed back escaped",
    input: "firstName '<script>…</script>', no documents",
    send: () => apply(multipart({ ...VALID, firstName: '<script>alert("owned")</script>' }, [])),
    status: [400],
    message: /Please add these documents to apply: Passport, Passport photo, Secondary school results\./,
    html: (html) => {
      expect(html).not.toContain('<script>alert("owned")</script>');
      expect(html).toContain("&lt;script&gt;");
    },
  },
  {
    area: "/apply form",
    attack: "malformed multipart",
    input: "no closing boundary",
    send: () => apply(MALFORMED_MULTIPART.body, MALFORMED_MULTIPART.headers),
    status: [400],
    message: /form data could not be read/,
  },
];

describe("attack suite: applications", () => {
  attackSuite(cases);
});
