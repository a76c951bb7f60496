// A case to measure (decision 0043): an application sent to a served site through its API, its offer issued in
// the server's local D1 (the triggers make the twelve steps, as the D1 console would), and the signed status
// link the e-mail would carry, signed here with the local secret. The case page is personal, so measuring it
// needs an application of its own; `npm run lighthouse` uses it with LH_CASE=1, and the sponsor view of such a case
// (a link the student makes on the case page) with LH_SPONSOR=1.
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { LOCAL_VARS } from "./local-env.mjs";

const pdf = () => new Blob([readFileSync("tests/fixtures/transcript.pdf")], { type: "application/pdf" });

/**
 * One statement on the served site's local D1, run by the server itself (workers/local-state.ts, local builds only):
 * opening the SQLite file from here to write would lock the server's own writes out.
 */
export async function localD1(base, sql, params) {
  const response = await fetch(`${base}/d1`, {
    method: "POST",
    headers: { "MF-Route-Override": "istanbul-study-gateway-local-state" },
    body: JSON.stringify({ sql, params }),
  });
  if (!response.ok) throw new Error(`the local D1 answered ${response.status}: ${await response.text()}`);
}

/** The path and query of the signed status link of `reference` (app/case/status-link.server.ts). */
export function signedStatusPath(reference, now = Date.now()) {
  const expires = String(Math.floor(now / 1000) + 30 * 24 * 60 * 60);
  const sig = createHmac("sha256", LOCAL_VARS.STATUS_LINK_SECRET)
    .update(`status:${reference}.${expires}`)
    .digest("base64url");
  return `/applications/status?${new URLSearchParams({ ref: reference, expires, sig })}`;
}

/**
 * Applies for Medicine at Medipol as a Nigerian student on `base`, issues the offer, marks the first step done; the
 * lookup's pair (reference and e-mail) of the case.
 */
async function applyWithOffer(base) {
  const email = `measure-${Date.now()}@example.com`;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    firstName: "Chiamaka",
    lastName: "Okafor",
    email,
    nationality: "NG",
    selectedFaculty: "Faculty of Medicine",
    selectedUniversity: "Istanbul Medipol University",
    selectedProgram: "Medicine",
  }))
    form.set(name, value);
  for (const type of ["passport", "photo", "results"]) form.set(`documents_${type}`, pdf(), `${type}.pdf`);
  const response = await fetch(`${base}/api/applications`, { method: "POST", body: form });
  if (response.status !== 201) throw new Error(`applying answered ${response.status}: ${await response.text()}`);
  const { reference } = await response.json();
  await localD1(base, "UPDATE applications SET status = 'offer_issued' WHERE reference = ?", [reference]);
  await localD1(
    base,
    "UPDATE application_steps SET state = 'done' WHERE kind = 'offer_accepted' AND application_id = (SELECT id FROM applications WHERE reference = ?)",
    [reference],
  );
  return { reference, email };
}

/** A case after its offer (applyWithOffer): the path and query of its signed status link. */
export async function openCase(base) {
  const { reference } = await applyWithOffer(base);
  return signedStatusPath(reference);
}

/**
 * A case after its offer, and a sponsor link its student makes on the case page with no e-mail (the page shows it
 * once): the sponsor view's path, /sponsor/<token>. Posted as a plain form: without the rendered form's start time
 * the spam guard has no fill time to judge, and local servers have no Turnstile (as the round-trip test posts it).
 */
export async function openSponsorView(base) {
  const { reference, email } = await applyWithOffer(base);
  const response = await fetch(`${base}/applications/status`, {
    method: "POST",
    body: new URLSearchParams({ intent: "sponsor-link", reference, email, sponsorEmail: "" }),
  });
  const html = await response.text();
  const path = /\/sponsor\/[A-Za-z0-9_-]{43}/.exec(html)?.[0];
  if (response.status !== 200 || !path) throw new Error(`making a sponsor link answered ${response.status}, no link`);
  return path;
}
