import { env, exports } from "cloudflare:workers";
import { importJWK, type JWK, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { MEDICINE_ROW } from "../medicine-application";

// The staff console's door with production's configuration (docs/decisions/0060-staff-console.md): the deployed
// bundle (npm test runs this file on it; no local stand-in for Access exists there) and an Access team whose certs
// endpoint serves its current and previous key (vitest.config.ts). Only a token the team signed, for this
// application, not expired, naming an active staff member opens /staff; everything else is a 403 with nothing of
// the page, on any host and however the path is spelled.

const TEAM = env.ACCESS_TEAM_DOMAIN;
const AUD = env.ACCESS_AUD;
const keys = JSON.parse((env as unknown as { TEST_ACCESS_KEYS: string }).TEST_ACCESS_KEYS) as Record<
  "current" | "previous" | "other",
  string
>;

const ACTIVE = "active.staff@example.com";
const INACTIVE = "gone.staff@example.com";

type Claims = { email?: string; iss?: string; aud?: string; exp?: number; key?: keyof typeof keys; alg?: string };

/** A token as Access signs it, with any claim or the key changed. */
async function token({ email = ACTIVE, iss = TEAM, aud = AUD, exp, key = "current" }: Claims = {}) {
  const jwk = JSON.parse(keys[key]) as JWK;
  return new SignJWT({ email, type: "app" })
    .setProtectedHeader({ alg: "RS256", kid: jwk.kid })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime(exp ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(await importJWK(jwk, "RS256"));
}

const get = (url: string, assertion?: string, init: RequestInit = {}) =>
  exports.default.fetch(
    new Request(url, {
      ...init,
      headers: { ...(assertion ? { "Cf-Access-Jwt-Assertion": assertion } : {}), ...(init.headers ?? {}) },
    }),
  );

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT OR IGNORE INTO staff_members (email, name, active) VALUES (?, ?, 1)").bind(
      ACTIVE,
      "Ada Active",
    ),
    env.DB.prepare("INSERT OR IGNORE INTO staff_members (email, name, active) VALUES (?, ?, 0)").bind(INACTIVE, "Gone"),
  ]);
});

/** A refusal: 403, no page, not kept by any cache. */
async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(response.headers.get("Cache-Control")).toContain("no-store");
  const body = await response.text();
  expect(body).not.toContain("<html");
  expect(body).not.toContain("Signed in as");
}

describe("the staff console's door, as deployed", () => {
  it("opens for the team's token of an active member, signed with the current key or the previous one", async () => {
    for (const key of ["current", "previous"] as const) {
      const response = await get("https://istanbulstudygateway.com/staff", await token({ key }));
      expect(response.status, key).toBe(200);
      expect(response.headers.get("Cache-Control")).toContain("no-store");
      const html = await response.text();
      expect(html).toContain("Signed in as Ada Active (active.staff@example.com)");
      expect(html).toContain('content="noindex"');
    }
  });

  it("refuses no header, a forged or re-signed token, another audience or issuer, an expired one, a cookie", async () => {
    const url = "https://istanbulstudygateway.com/staff";
    const cases: [string, string | undefined, RequestInit?][] = [
      ["no header", undefined],
      ["garbage", "not-a-token"],
      ["re-signed with another key under the team's kid", await token({ key: "other" })],
      ["another application's audience", await token({ aud: "someone-elses-aud" })],
      ["another team as issuer", await token({ iss: "https://evil.cloudflareaccess.com" })],
      ["expired", await token({ exp: Math.floor(Date.now() / 1000) - 60 })],
      ["an inactive member", await token({ email: INACTIVE })],
      ["someone who is no member", await token({ email: "stranger@example.com" })],
      ["the cookie instead of the header", undefined, { headers: { Cookie: `CF_Authorization=${await token()}` } }],
    ];
    for (const [what, assertion, init] of cases) {
      const response = await get(url, assertion, init);
      expect(response.status, what).toBe(403);
      await expectRefused(response);
    }
  });

  it("refuses on any host and however the path is spelled", async () => {
    const spellings = [
      "/staff",
      "/Staff",
      "/STAFF/",
      "/%73taff",
      "/%2573taff",
      "//staff",
      "/staff//",
      "/fr/staff",
      "/ar/Staff",
      "/staff/cases/APP-1",
      "/staff;x",
      "/staff.json",
    ];
    for (const host of ["https://istanbulstudygateway.com", "https://istanbul-study-gateway.example.workers.dev"])
      for (const path of spellings) {
        const response = await get(`${host}${path}`);
        expect(response.status, `${host}${path}`).toBe(403);
        await expectRefused(response);
      }
  });

  it("refuses a form posted by an inactive member before anything runs", async () => {
    const response = await get("https://istanbulstudygateway.com/staff", await token({ email: INACTIVE }), {
      method: "POST",
      body: new URLSearchParams({ intent: "anything" }),
    });
    await expectRefused(response);
  });
});

/** An application as /apply stores it, by SQL (this bundle has no sandbox to apply through); its reference and id. */
async function insertCase() {
  const reference = `APP-P${crypto.randomUUID().slice(0, 7).toUpperCase()}`;
  const row = await env.DB.prepare(
    `INSERT INTO applications (reference, first_name, last_name, email, country_of_residence, selected_faculty,
       selected_university, selected_program, university_id, program_id, notification_status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'sent') RETURNING id`,
  )
    .bind(
      reference,
      MEDICINE_ROW.firstName,
      MEDICINE_ROW.lastName,
      `${reference.toLowerCase()}@example.com`,
      MEDICINE_ROW.countryOfResidence,
      MEDICINE_ROW.selectedFaculty,
      MEDICINE_ROW.selectedUniversity,
      MEDICINE_ROW.selectedProgram,
      MEDICINE_ROW.universityId,
      MEDICINE_ROW.programId,
    )
    .first<{ id: number }>();
  return { reference, id: row!.id };
}

describe("a case's document, as deployed", () => {
  const SECRET = "%PDF-1.7 the student's passport, page 1";
  let mine: { reference: string; id: number };
  let theirs: { reference: string; id: number };
  let documentId: number;

  beforeAll(async () => {
    [mine, theirs] = [await insertCase(), await insertCase()];
    const key = `production-staff-test/${crypto.randomUUID()}`;
    await env.DOCUMENTS.put(key, SECRET);
    const row = await env.DB.prepare(
      "INSERT INTO application_documents (application_id, r2_key, file_name, content_type, size, doc_type) VALUES (?, ?, 'passport.pdf', 'application/pdf', ?, 'passport') RETURNING id",
    )
      .bind(mine.id, key, SECRET.length)
      .first<{ id: number }>();
    documentId = row!.id;
  });

  const documentUrl = (reference: string) =>
    `https://istanbulstudygateway.com/staff/cases/${reference}/documents/${documentId}`;

  it("opens under its own case for an active member (the control for what follows)", async () => {
    const response = await get(documentUrl(mine.reference), await token());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SECRET);
  });

  it("is not found under another case for an active member: 404, no byte of it", async () => {
    const response = await get(documentUrl(theirs.reference), await token());
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(await response.text()).not.toContain(SECRET);
  });

  it("is refused to an inactive member's valid token, under another case or its own: 403, no byte of it", async () => {
    for (const reference of [theirs.reference, mine.reference]) {
      const response = await get(documentUrl(reference), await token({ email: INACTIVE }));
      expect(response.status, reference).toBe(403);
      const body = await response.clone().text();
      expect(body, reference).not.toContain(SECRET);
      await expectRefused(response);
    }
  });
});
