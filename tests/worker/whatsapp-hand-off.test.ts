// "Ask on WhatsApp" (issue 30, docs/decisions/0029-whatsapp-hand-off.md): the number that fits the student, and a
// first message naming what the page is about — never a name, e-mail or phone.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isNigerianPhone, whatsappNumberFor } from "~/consultations/office-contact";
import { statusLinkPath } from "~/case/status-link.server";
import { apply } from "./case-fixtures";
import { request, validConsultation } from "./helpers";

const NUMBERS = ["+2348031234567", "+905321234567"];
const [LAGOS, ISTANBUL] = NUMBERS as [string, string];
const ELIGIBILITY =
  "/eligibility?qualification=waec&english=B3&mathematics=C4&biology=C5&chemistry=C6&physics=B2&proof=english_medium&level=bachelor&field=Health+Sciences&nationality=CM";

/** Every "Ask on WhatsApp" link a page holds, as { number, text }. */
async function handOffs(path: string) {
  const html = await (await request(path)).text();
  const anchors = html.match(/<a [^>]*data-testid="ask-on-whatsapp"[^>]*>/g) ?? [];
  return anchors.map((anchor) => {
    const href = (anchor.match(/href="([^"]+)"/)?.[1] ?? "")
      .replaceAll("&#x27;", "'")
      .replaceAll("&quot;", '"')
      .replaceAll("&amp;", "&");
    const url = new URL(href);
    expect(url.origin).toBe("https://wa.me");
    return { number: url.pathname.slice(1), text: url.searchParams.get("text") ?? "" };
  });
}

describe("which number", () => {
  it("sends Nigerians to the Nigerian office and everyone else to Istanbul", () => {
    expect(isNigerianPhone("+234 803 123 4567")).toBe(true);
    expect(isNigerianPhone("08031234567")).toBe(true);
    expect(isNigerianPhone("+237 6 71 23 45 67")).toBe(false);
    expect(whatsappNumberFor(NUMBERS, { phone: "0803 123 4567", locale: "fr" })).toBe(LAGOS);
    expect(whatsappNumberFor(NUMBERS, { phone: "+237671234567", locale: "en" })).toBe(ISTANBUL);
    expect(whatsappNumberFor(NUMBERS, { nationality: "NG", locale: "ar" })).toBe(LAGOS);
    expect(whatsappNumberFor(NUMBERS, { nationality: "CM", locale: "en" })).toBe(ISTANBUL);
    expect(whatsappNumberFor(NUMBERS, { locale: "en" })).toBe(LAGOS);
    expect(whatsappNumberFor(NUMBERS, { locale: "fr" })).toBe(ISTANBUL);
    expect(whatsappNumberFor([ISTANBUL], { locale: "en" })).toBe(ISTANBUL);
  });
});

describe("the links on the pages", () => {
  it("a program page's link names the program and university, to the number that fits the page", async () => {
    const [en] = await handOffs("/programs/medicine?university=1");
    expect(en).toEqual({
      number: LAGOS.slice(1),
      text: "Hello, I would like to ask about Medicine at Istanbul Medipol University.",
    });
    const [fr] = await handOffs("/fr/programs/medicine?university=1");
    expect(fr?.number).toBe(ISTANBUL.slice(1));
    expect(fr?.text).toMatch(/^Bonjour, j’aimerais me renseigner sur Médecine à /);
    const [cameroonian] = await handOffs("/programs/medicine?university=1&nationality=CM");
    expect(cameroonian?.number).toBe(ISTANBUL.slice(1));
  });

  it("an eligibility answer names the level, field and qualification, never the grades, to the number that fits", async () => {
    const [answer] = await handOffs(ELIGIBILITY);
    expect(answer).toEqual({
      number: ISTANBUL.slice(1),
      text: "Hello, I checked which programs (Bachelor's in Health Sciences) I could get into with my WAEC (WASSCE) results. Can you advise me?",
    });
    const [nigerian] = await handOffs(ELIGIBILITY.replace("nationality=CM", "nationality=NG"));
    expect(nigerian?.number).toBe(LAGOS.slice(1));
  });

  it("the status page names the application's reference, to the number that fits the student's nationality", async () => {
    const { reference } = await apply(
      { firstName: "Kouassi", lastName: "Yao", phone: "+2250701020304", nationality: "CI" },
      { transcript: true },
    );
    const links = await handOffs(await statusLinkPath(env, reference));
    expect(links).toEqual([{ number: ISTANBUL.slice(1), text: `Hello, my application reference is ${reference}.` }]);
    for (const { text } of links) expect(text).not.toMatch(/@|Kouassi|Yao|0701020304/);
  });

  it("compare names the offerings; no link carries an e-mail address or a phone number", async () => {
    const [compare] = await handOffs("/compare?programs=1,25");
    expect(compare?.text).toBe(
      "Hello, I am comparing Medicine at Istanbul Medipol University and Medicine at Istinye University. Which would you advise?",
    );
    for (const path of [
      "/programs/medicine",
      "/programs/medicine?university=1",
      "/compare?programs=1,25,67",
      "/payment-success",
      ELIGIBILITY,
    ]) {
      const links = await handOffs(path);
      expect(links.length, path).toBeGreaterThan(0);
      for (const { text } of links) {
        expect(text, path).not.toMatch(/@/);
        expect(text, path).not.toMatch(/\d[\d ()-]{6,}\d/);
      }
    }
  });
});

describe("reply to me by", () => {
  const post = (body: object) =>
    request("/api/consultation-requests", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("stores WhatsApp when asked, e-mail when not, and refuses any other channel", async () => {
    const { intent: _, ...fields } = validConsultation;
    const whatsapp = await post({ ...fields, replyBy: "whatsapp" });
    expect(whatsapp.status).toBe(201);
    expect(await whatsapp.json()).toMatchObject({ replyBy: "whatsapp" });
    const absent = await post(fields);
    expect(await absent.json()).toMatchObject({ replyBy: "email" });
    const sms = await post({ ...fields, replyBy: "sms" });
    expect(sms.status).toBe(400);
    expect(((await sms.json()) as { message: string }).message).toContain("Choose e-mail or WhatsApp for our reply.");
  });
});
