import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import ICAL from "ical.js";
import { expect, expectNoHorizontalOverflow, test } from "./fixtures";

// Issue 55's journey at 412 px without JavaScript, in English and in Arabic: the call's language and Nigeria, a day,
// a time shown on Lagos's clock and Istanbul's; booked with the consultation's fields; the booking's signed page
// (both clocks, the counsellor, how the call happens); moved once; cancelled; the time free again on /book; and the
// e-mails' calendar invitations (read with ical.js, as a calendar would): the confirmation at the slot's UTC time, the
// move at the new one with SEQUENCE 1, the cancellation (METHOD:CANCEL, SEQUENCE 2), one UID throughout.

const PHONE_NO_SCRIPT = { javaScriptEnabled: false, viewport: { width: 412, height: 915 } } as const;

const phone = (browser: Browser, baseURL: string | undefined) => browser.newContext({ ...PHONE_NO_SCRIPT, baseURL });

/** 'HH:MM' of an ISO instant `hours` ahead of UTC (Lagos +1, Istanbul +3: neither has summer time). */
const clock = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString().slice(11, 16);

type Journey = {
  prefix: "" | "/ar";
  language: string;
  country: string;
  show: string;
  lagos: string;
  istanbul: string;
  submit: string;
  booked: string;
  moveStart: string;
  movedNotice: string;
  cancel: string;
  cancelled: string;
};

const JOURNEYS: Journey[] = [
  {
    prefix: "",
    language: "English",
    country: "Nigeria",
    show: "Show free days",
    lagos: "Lagos",
    istanbul: "Istanbul",
    submit: "Book this call",
    booked: "Your free call is booked",
    moveStart: "Choose a new time",
    movedNotice: "Your call has a new time",
    cancel: "Cancel the call",
    cancelled: "This call is cancelled",
  },
  {
    prefix: "/ar",
    language: "العربية",
    country: "نيجيريا",
    show: "اعرض الأيام المتاحة",
    lagos: "لاغوس",
    istanbul: "إسطنبول",
    submit: "احجز هذه المكالمة",
    booked: "تم حجز مكالمتك المجانية",
    moveStart: "اختر وقتًا جديدًا",
    movedNotice: "لمكالمتك وقت جديد",
    cancel: "ألغِ المكالمة",
    cancelled: "أُلغيت هذه المكالمة",
  },
];

/** The first free time button of the first day on the page, with what it posts (a UTC ISO start). */
async function firstTime(page: Page, except?: string) {
  await page.getByTestId("booking-days").getByRole("link").first().click();
  const buttons = page.getByTestId("booking-times").getByRole("button");
  await expect(buttons.first()).toBeVisible();
  const values = await buttons.evaluateAll((all) => all.map((b) => (b as HTMLButtonElement).value));
  const slot = values.find((value) => value !== except)!;
  return { button: page.locator(`button[name="slot"][value="${slot}"]`), slot };
}

/**
 * Every calendar invitation e-mailed to `email`, as a calendar reads it (the .ics files miniflare keeps beside local
 * e-mails in .wrangler/tmp/email, which holds earlier runs' mail too: the student's address tells them apart).
 */
async function invitationsTo(email: string) {
  const root = ".wrangler/tmp/email";
  const found: ReturnType<typeof read>[] = [];
  for (const instance of await readdir(root).catch(() => [] as string[])) {
    const attachments = join(root, instance, "email-attachment");
    for (const file of await readdir(attachments).catch(() => [] as string[])) {
      if (!file.endsWith(".ics")) continue;
      const invitation = await readFile(join(attachments, file), "utf8");
      // Unfolded (RFC 5545 folds long lines), the attendee is the student.
      if (invitation.replace(/\r\n[ \t]/g, "").includes(`mailto:${email}`)) found.push(read(invitation));
    }
  }
  return found.sort((a, b) => a.sequence - b.sequence);
}

/** What a calendar (ical.js) reads in an invitation. */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent")!;
  const start = event.getFirstPropertyValue("dtstart") as InstanceType<typeof ICAL.Time>;
  return {
    method: calendar.getFirstPropertyValue("method"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    uid: event.getFirstPropertyValue("uid"),
    start: start.toJSDate().toISOString(),
  };
}

/** The invitations to `email`, once there are `count` of them (the consumer sends each within seconds). */
async function awaitInvitations(email: string, count: number) {
  await expect.poll(async () => (await invitationsTo(email)).length, { timeout: 30_000 }).toBe(count);
  return (await invitationsTo(email)).map(({ method, sequence, start }) => ({ method, sequence, start }));
}

test.describe("booking a free call @mobile", () => {
  for (const journey of JOURNEYS) {
    test(`in ${journey.language}: book, confirm, move once, cancel; the time is free again`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const context = await phone(browser, baseURL);
      const page = await context.newPage();
      const email = `booking-${journey.prefix.slice(1) || "en"}-${Date.now()}@example.com`;

      await page.goto(`${journey.prefix}/book`);
      await page.getByRole("radio", { name: journey.language }).check();
      await page.getByRole("combobox").selectOption({ label: journey.country });
      await page.getByRole("button", { name: journey.show }).click();
      const { button, slot } = await firstTime(page);
      // Shown on Lagos's clock, then Istanbul's.
      await expect(button).toHaveText(`${clock(slot, 1)} ${journey.lagos} · ${clock(slot, 3)} ${journey.istanbul}`);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({
        path: `test-results/booking-${journey.prefix.slice(1) || "en"}-times.png`,
        fullPage: true,
      });
      await button.click();

      await page.locator('input[name="fullName"]').fill("Chiamaka Obi");
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="phone"]').fill("+234 803 555 0101");
      await page.locator('select[name="studyLevel"]').selectOption("bachelor");
      await page.locator('textarea[name="message"]').fill("Medicine in English: which universities?");
      await expectNoHorizontalOverflow(page);
      await page.getByRole("button", { name: journey.submit }).click();

      // The signed booking page: its confirmation.
      await expect(page).toHaveURL(new RegExp(`${journey.prefix}/booking/\\d+\\?expires=\\d+&sig=`));
      const manage = new URL(page.url());
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(journey.booked);
      await expect(page.getByTestId("booking-your-time")).toContainText(clock(slot, 1));
      await expect(page.getByTestId("booking-istanbul-time")).toContainText(clock(slot, 3));
      await expect(page.getByTestId("booking-counsellor")).toContainText("Example counsellor");
      await expect(page.getByTestId("booking-question")).toContainText("Medicine in English");
      await expectNoHorizontalOverflow(page);
      await page.screenshot({
        path: `test-results/booking-${journey.prefix.slice(1) || "en"}-page.png`,
        fullPage: true,
      });
      // A GET changes nothing; a tampered link says so (403).
      const tampered = await page.request.get(
        `${manage.pathname}?expires=${manage.searchParams.get("expires")}&sig=AAAA`,
      );
      expect(tampered.status()).toBe(403);
      // The confirmation e-mail's invitation, as a calendar reads it: DTSTART is the slot's UTC time.
      expect(await awaitInvitations(email, 1)).toEqual([{ method: "REQUEST", sequence: 0, start: slot }]);

      // Move it, once.
      await page.getByRole("link", { name: journey.moveStart }).click();
      const moved = await firstTime(page, slot);
      await moved.button.click();
      await expect(page.getByRole("status")).toContainText(journey.movedNotice);
      await expect(page.getByTestId("booking-your-time")).toContainText(clock(moved.slot, 1));
      await expect(page.getByRole("link", { name: journey.moveStart })).toHaveCount(0);
      expect((await awaitInvitations(email, 2))[1]).toEqual({ method: "REQUEST", sequence: 1, start: moved.slot });

      // Cancel it: the page says so and offers /book.
      await page.getByRole("button", { name: journey.cancel }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(journey.cancelled);
      await expect(page.locator(`main a[href="${journey.prefix}/book"]`)).toBeVisible();
      expect((await awaitInvitations(email, 3))[2]).toEqual({ method: "CANCEL", sequence: 2, start: moved.slot });

      // The time is free again.
      const day = new Date(Date.parse(moved.slot) + 3_600_000).toISOString().slice(0, 10);
      await page.goto(`${journey.prefix}/book?call=${journey.prefix ? "ar" : "en"}&country=NG&day=${day}`);
      await expect(page.locator(`button[name="slot"][value="${moved.slot}"]`)).toBeVisible();

      // One UID throughout the booking's invitations.
      expect(new Set((await invitationsTo(email)).map((i) => i.uid)).size).toBe(1);
      await context.close();
    });
  }
});
