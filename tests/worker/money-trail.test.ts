// Issue 42, "Money trail per university": the deposit and what comes back if the visa is refused, from D1's
// money_trails (decision 0043), in the program page's cost section, in the reader's language.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { request } from "./helpers";

/** The text a reader sees in the element marked `data-testid="<id>"` (tags and React's joints removed). */
const block = (html: string, id: string) => {
  const start = html.indexOf(`data-testid="${id}"`);
  if (start < 0) return null;
  const end = html.indexOf("</section>", start);
  return html
    .slice(start, end)
    .replace(/^[^>]*>/, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
};

describe("the money trail on a program page", () => {
  it("shows Üsküdar's refund after a visa refusal: 50%, claimed within 3 months, to the account that paid", async () => {
    const text = block(await (await request("/programs/nursing?university=7")).text(), "money-trail");
    expect(text).toContain("Deposit and refunds (indicative)");
    expect(text).toContain("If the visa is refused: 50% of what was paid is refunded.");
    expect(text).toContain("Claim it within 3 months.");
    expect(text).toContain("It is paid back to the account that paid.");
    expect(text).toContain("not checked by us");
    expect(text).not.toMatch(/checked \d/);
  });

  it("says it in French", async () => {
    const text = block(await (await request("/fr/programs/nursing?university=7")).text(), "money-trail");
    expect(text).toContain("Acompte et remboursements (à titre indicatif)");
    expect(text).toMatch(/Si le visa est refusé : 50\s%/u);
    expect(text).toContain("dans un délai de 3 mois");
  });

  it("takes USD 6,000 for İstinye's Medicine, USD 2,500 for its other programs, half at registration", async () => {
    const medicine = block(await (await request("/programs/medicine?university=2")).text(), "money-trail");
    expect(medicine).toContain("Deposit: $6,000");
    expect(medicine).toContain("at least 50% at registration, the balance by 1 December");
    const nursing = block(await (await request("/programs/nursing?university=2")).text(), "money-trail");
    expect(nursing).toContain("Deposit: $2,500");
    expect(nursing).not.toContain("6,000");
  });

  it("says Okan's yearly fee is not refundable after registration, and Beykoz refunds its deposit on proof", async () => {
    expect(block(await (await request("/programs/medicine?university=4")).text(), "money-trail")).toContain(
      "The yearly fee is not refundable after registration.",
    );
    const beykoz = block(await (await request("/programs/computer-engineering?university=5")).text(), "money-trail");
    expect(beykoz).toContain("Deposit: $1,000");
    expect(beykoz).toContain("the deposit is refunded on proof of the refusal");
  });

  it("shows no block for a university D1 holds no money trail of, nor on the program's own page", async () => {
    const medipol = await (await request("/programs/medicine?university=1")).text();
    expect(medipol).toContain('data-testid="yearly-cost"');
    expect(block(medipol, "money-trail")).toBeNull();
    expect(block(await (await request("/programs/medicine")).text(), "money-trail")).toBeNull();
  });
});

describe("the money_trails table", () => {
  const version = async () =>
    (await env.DB.prepare("SELECT version FROM catalogue_version WHERE id = 1").first<{ version: number }>())?.version;

  it("bumps the catalogue version when staff edit a row, so the edge cache serves the new rule", async () => {
    const before = await version();
    await env.DB.prepare(
      "UPDATE money_trails SET deposit_usd = 3000 WHERE university_id = 2 AND faculty_id IS NULL",
    ).run();
    expect(await version()).toBe((before ?? 0) + 1);
    expect(await (await request("/programs/nursing?university=2")).text()).toContain("$3,000");
  });

  it("refuses a refund rule that does not exist", async () => {
    await expect(
      env.DB.prepare("UPDATE money_trails SET refund_rule = 'sometimes' WHERE university_id = 7").run(),
    ).rejects.toThrow(/money_trails_refund_rule_check/);
  });
});
