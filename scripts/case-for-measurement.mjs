// A case to measure (decision 0043): an application sent to a served site through its API, its offer issued in
// the server's local D1 (the triggers make the twelve steps, as the D1 console would), and the signed status
// link the e-mail would carry, signed here with the local secret. The case page is personal, so measuring it
// needs an application of its own; `npm run lighthouse` uses it with LH_CASE=1.
import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { LOCAL_VARS } from "./local-env.mjs";

const pdf = () => new Blob([readFileSync("tests/fixtures/transcript.pdf")], { type: "application/pdf" });

function d1File(persistDir) {
  const dir = join(persistDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No D1 database under ${dir}`);
  return join(dir, file);
}

/** The path and query of the signed status link of `reference` (app/applications/status-link.server.ts). */
export function signedStatusPath(reference, now = Date.now()) {
  const expires = String(Math.floor(now / 1000) + 30 * 24 * 60 * 60);
  const sig = createHmac("sha256", LOCAL_VARS.STATUS_LINK_SECRET).update(`${reference}.${expires}`).digest("base64url");
  return `/applications/status?${new URLSearchParams({ ref: reference, expires, sig })}`;
}

/** Applies for Medicine at Medipol as a Nigerian student on `base`, issues the offer, marks the first step done. */
export async function openCase(base, persistDir) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    firstName: "Chiamaka",
    lastName: "Okafor",
    email: `measure-${Date.now()}@example.com`,
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
  const db = new DatabaseSync(d1File(persistDir));
  try {
    db.prepare("UPDATE applications SET status = 'offer_issued' WHERE reference = ?").run(reference);
    db.prepare(
      "UPDATE application_steps SET state = 'done' WHERE kind = 'offer_accepted' AND application_id = (SELECT id FROM applications WHERE reference = ?)",
    ).run(reference);
  } finally {
    db.close();
  }
  return signedStatusPath(reference);
}
