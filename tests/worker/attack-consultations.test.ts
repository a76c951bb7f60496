import { describe, expect } from "vitest";
import { attackSuite, json, MALFORMED_MULTIPART, post, streamed, urlencoded, type AttackCase } from "./attack-harness";

// Consultation requests: the JSON API and the form on /contact and /universities/{id}.

const valid = {
  fullName: "Amina Bello",
  email: "amina@example.com",
  phone: "+234 803 123 4567",
  studyLevel: "bachelor",
};
const form = (fields: Record<string, string>, extra: [string, string][] = []): [string, string][] => [
  ...Object.entries({ ...valid, source: "contact", ...fields }),
  ...extra,
];
const SCRIPT = `<script>alert("owned")</script>`;
const API = "/api/consultation-requests";

const cases: AttackCase[] = [
  {
    area: "consultation API",
    attack: "control: a valid request",
    input: "valid JSON (proves the counts and the queue witness see writes)",
    send: () => json(API, valid),
    status: [201],
    message: /^$/,
    accepted: { written: "consultation_requests +1, queue_messages +1", why: "control, saved and queued" },
  },
  {
    area: "consultation API",
    attack: "malformed JSON",
    input: "{ not json",
    send: () => json(API, "{ not json"),
    status: [400],
    message: /malformed json/i,
  },
  {
    area: "consultation API",
    attack: "wrong-typed JSON",
    input: "fullName: 123, phone: ['x'], studyLevel: true",
    send: () => json(API, { ...valid, fullName: 123, phone: ["x"], studyLevel: true }),
    status: [400],
    message: /Full name must be at least 3 characters/,
  },
  {
    area: "consultation API",
    attack: "JSON array instead of an object",
    input: "[valid request]",
    send: () => json(API, [valid]),
    status: [400],
    message: /Invalid consultation request/,
  },
  {
    area: "consultation API",
    attack: "missing fields",
    input: "{}",
    send: () => json(API, {}),
    status: [400],
    message: /Please enter a valid email address/,
  },
  {
    area: "consultation API",
    attack: "duplicated field (JSON)",
    input: 'two "email" keys, the last one invalid',
    send: () =>
      post(
        API,
        `{"fullName":"Amina Bello","email":"amina@example.com","email":"evil","phone":"+2348031234567","studyLevel":"bachelor"}`,
        { "Content-Type": "application/json" },
      ),
    status: [400],
    message: /valid email/,
  },
  {
    area: "consultation API",
    attack: "over-long name",
    input: "fullName of 101 characters",
    send: () => json(API, { ...valid, fullName: "A".repeat(101) }),
    status: [400],
    message: /at most 100 characters/,
  },
  {
    area: "consultation API",
    attack: "1.5 MB name (over the body limit)",
    input: "fullName of 1.5 MB",
    send: () => json(API, { ...valid, fullName: "A".repeat(1_500_000) }),
    status: [413],
    message: /larger than 16 KB/,
  },
  {
    area: "consultation API",
    attack: "over-long body without Content-Length",
    input: "64 KB JSON, streamed",
    send: () =>
      post(API, streamed(new TextEncoder().encode(JSON.stringify({ ...valid, message: "x".repeat(64 * 1024) }))), {
        "Content-Type": "application/json",
      }),
    status: [413],
    message: /larger than 16 KB/,
  },
  {
    area: "consultation API",
    attack: "line break in the name (header injection)",
    input: "fullName 'Amina\\r\\nBcc: victim@example.com'",
    send: () => json(API, { ...valid, fullName: "Amina\r\nBcc: victim@example.com" }),
    status: [400],
    message: /control characters/,
  },
  {
    area: "consultation API",
    attack: "right-to-left override in the name",
    input: "fullName 'Amina\\u202Egpj.exe'",
    send: () => json(API, { ...valid, fullName: "Amina\u202Egpj.exe" }),
    status: [400],
    message: /control characters/,
  },
  {
    area: "consultation API",
    attack: "Arabic letter mark (U+061C, a format character) in the name",
    input: "fullName 'Amina\\u061CBello'",
    send: () => json(API, { ...valid, fullName: "Amina\u061CBello" }),
    status: [400],
    message: /control characters/,
  },
  {
    area: "consultation API",
    attack: "line and paragraph separators (U+2028, U+2029)",
    input: "fullName 'Amina\\u2028Bcc: x', message 'hi\\u2029there'",
    send: async () => {
      const message = await json(API, { ...valid, message: "hi\u2029there" });
      expect(message.status).toBe(400);
      return json(API, { ...valid, fullName: "Amina\u2028Bcc: x" });
    },
    status: [400],
    message: /control characters/,
  },
  {
    area: "consultation API",
    attack: "NUL in the message",
    input: "message 'hi\\u0000there'",
    send: () => json(API, { ...valid, message: "hi\u0000there" }),
    status: [400],
    message: /control characters/,
  },
  {
    area: "consultation API",
    attack: "letters as a phone number",
    input: "phone 'abcdefghij'",
    send: () => json(API, { ...valid, phone: "abcdefghij" }),
    status: [400],
    message: /Please enter a valid phone number/,
  },
  {
    area: "consultation API",
    attack: "too many digits for a phone",
    input: "phone of 20 digits",
    send: () => json(API, { ...valid, phone: "1".repeat(20) }),
    status: [400],
    message: /Please enter a valid phone number/,
  },
  {
    area: "consultation API",
    attack: "unknown study level",
    input: "studyLevel 'kindergarten'",
    send: () => json(API, { ...valid, studyLevel: "kindergarten" }),
    status: [400],
    message: /Please select a study level/,
  },
  {
    area: "consultation API",
    attack: "wrong content type",
    input: "valid JSON as text/plain",
    send: () => post(API, JSON.stringify(valid), { "Content-Type": "text/plain" }),
    status: [415],
    message: /Send the request as JSON/,
  },
  {
    area: "consultation API",
    attack: "no content type",
    input: "valid JSON, no Content-Type",
    send: () => post(API, JSON.stringify(valid)),
    status: [415],
    message: /Send the request as JSON/,
  },

  {
    area: "/contact form",
    attack: "JSON body",
    input: "valid fields as application/json",
    send: () => json("/contact", { ...valid, source: "contact" }),
    status: [400],
    message: /could not be read/,
  },
  {
    area: "/contact form",
    attack: "no content type",
    input: "urlencoded bytes, no Content-Type",
    send: () => post("/contact", new URLSearchParams(form({})).toString()),
    status: [400],
    message: /could not be read/,
  },
  {
    area: "/contact form",
    attack: "malformed multipart",
    input: "multipart without its closing boundary",
    send: () => post("/contact", MALFORMED_MULTIPART.body, MALFORMED_MULTIPART.headers),
    status: [400],
    message: /could not be read/,
  },
  {
    area: "/contact form",
    attack: "unknown source",
    input: "source 'evil'",
    send: () => urlencoded("/contact", form({ source: "evil" })),
    status: [400],
    message: /page we do not know/,
  },
  {
    area: "/contact form",
    attack: "source naming a university that does not exist",
    input: "source 'university:999999'",
    send: () => urlencoded("/contact", form({ source: "university:999999" })),
    status: [400],
    message: /page we do not know/,
  },
  {
    area: "/contact form",
    attack: "duplicated field",
    input: "email sent twice",
    send: () => urlencoded("/contact", form({}, [["email", "evil@example.com"]])),
    status: [400],
    message: /sent more than once/,
  },
  {
    area: "/contact form",
    attack: "oversize body with Content-Length",
    input: "a 1 MB message, declared",
    send: () => {
      const body = new TextEncoder().encode(new URLSearchParams(form({ message: "x".repeat(1024 * 1024) })).toString());
      return post("/contact", body, {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(body.byteLength),
      });
    },
    status: [413],
    message: /larger than 16 KB/,
  },
  {
    area: "/contact form",
    attack: "oversize body without Content-Length",
    input: "a 1 MB message, streamed",
    send: () =>
      post(
        "/contact",
        streamed(new TextEncoder().encode(new URLSearchParams(form({ message: "x".repeat(1024 * 1024) })).toString())),
        { "Content-Type": "application/x-www-form-urlencoded" },
      ),
    status: [413],
    message: /larger than 16 KB/,
  },
  {
    area: "/contact form",
    attack: "missing fields",
    input: "only source",
    send: () => urlencoded("/contact", [["source", "contact"]]),
    status: [400],
    message: /Full name must be at least 3 characters/,
  },
  {
    area: "/contact form",
    attack: "HTML/script injection, echoed back escaped",
    input: `fullName and message '${SCRIPT}', invalid email`,
    send: () => urlencoded("/contact", form({ fullName: `Eve ${SCRIPT}`, email: "not-an-email", message: SCRIPT })),
    status: [400],
    message: /Please enter a valid email address/,
    html: (html) => {
      expect(html).not.toContain(SCRIPT);
      expect(html).toContain("&lt;script&gt;");
    },
  },
  {
    area: "/universities/{id} form",
    attack: "source naming a university that does not exist",
    input: "POST /universities/3 with source 'university:999999'",
    send: () => urlencoded("/universities/3", form({ source: "university:999999" })),
    status: [400],
    message: /page we do not know/,
  },
  {
    area: "/universities/{id} form",
    attack: "page of a university that does not exist",
    input: "POST /universities/999999 without source",
    send: () => urlencoded("/universities/999999", Object.entries(valid)),
    status: [400],
    // The page a student sees: no such university (the refusal's own words were only in the hydration data).
    message: /University Not Found/,
  },
  {
    area: "/universities/{id} form",
    attack: "JSON body",
    input: "valid fields as application/json",
    send: () => json("/universities/3", { ...valid, source: "university:3" }),
    status: [400],
    message: /could not be read/,
  },
];

describe("attack suite: consultation requests", () => {
  attackSuite(cases);
});
