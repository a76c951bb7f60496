import { firstLoadWeight, kb } from "../../scripts/page-weight.mjs";
import { expect, expectNoHorizontalOverflow, test } from "./fixtures";
import { applyForMedicine, issueOffer } from "./apply-form";
import { queryLocalD1 } from "./local-state";

// Issue 53, decision 61, at 412 px with JavaScript off: a student whose offer is issued makes a sponsor link on the
// case page (no e-mail: the page shows it once, with a WhatsApp share); a second browser, in French with CFA francs,
// opens it and reads the steps and the money, within the browsing pages' 30 KB; the student revokes it and the
// sponsor's next visit gets the neutral page.
// LEAD: the bill, "Check us and the offer" and the sponsor's payment join this journey when their helpers land.

const PHONE_NO_SCRIPT = { javaScriptEnabled: false, viewport: { width: 412, height: 915 } } as const;

test.describe("a sponsor's link @mobile", () => {
  test("made by the student, opened in French with CFA francs, revoked", async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const email = `sponsor-${Date.now()}@example.com`;
    const reference = await applyForMedicine(request, {
      firstName: "Chiamaka",
      lastName: "Okafor",
      email,
      phone: "+234 803 111 2233",
      nationality: "NG",
    });
    await issueOffer(reference);

    const student = await browser.newContext({ ...PHONE_NO_SCRIPT, baseURL });
    const page = await student.newPage();
    await page.goto("/applications/status");
    await page.getByRole("textbox", { name: "Application reference" }).fill(reference);
    await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await page.getByRole("button", { name: "Show my application" }).click();
    await page.getByRole("button", { name: "Make a sponsor link" }).click();
    const shown = page.getByTestId("sponsor-link");
    await expect(shown).toBeVisible();
    const link = (await shown.textContent())!.trim();
    expect(link).toMatch(/\/sponsor\/[A-Za-z0-9_-]{43}$/);
    const share = await page.getByTestId("sponsor-whatsapp").getAttribute("href");
    const text = new URL(share!).searchParams.get("text")!;
    expect(text).toContain(link);
    expect(text).not.toContain(reference);
    expect(text).not.toContain("Chiamaka");
    await expect(page.getByTestId("sponsor-links").locator("li")).toHaveCount(1);
    await expectNoHorizontalOverflow(page);

    // The sponsor, in French: the link, then Français and the CFA franc (the chooser's cookie keeps it).
    const sponsor = await browser.newContext({ ...PHONE_NO_SCRIPT, baseURL, locale: "fr-FR" });
    const view = await sponsor.newPage();
    const path = new URL(link).pathname;
    await view.goto(path);
    // The site offers its French to a French browser (the language offer above the header).
    await view.getByRole("link", { name: /^Cette page existe en français/ }).click();
    await expect(view).toHaveURL(new RegExp(`/fr${path}`));
    await view.getByText(/^Montants affichés en/).click();
    await view.getByRole("link", { name: /\(XOF\)/ }).click();
    await expect(view.getByRole("heading", { level: 1 })).toHaveText("La candidature d'un étudiant");
    await expect(view.getByTestId("sponsor-steps").locator("li")).toHaveCount(13);
    await expect(view.getByTestId("sponsor-due")).toContainText(/Environ [\d\s\u202f\u00a0]+F\sCFA/u);
    const html = await view.content();
    for (const secret of [email, reference, "803 111", "transcript.pdf"]) expect(html).not.toContain(secret);
    await expectNoHorizontalOverflow(view);
    const [opened] = queryLocalD1<{ last_opened_at: string | null }>(
      "SELECT last_opened_at FROM sponsor_links WHERE application_id = (SELECT id FROM applications WHERE reference = ?)",
      [reference],
    );
    expect(opened?.last_opened_at).not.toBeNull();

    const weight = await firstLoadWeight(sponsor, `/fr${path}?currency=XOF`);
    const parts = `HTML ${kb(weight.html)}, CSS ${kb(weight.css)}, JS ${kb(weight.js)}, images ${kb(weight.images)}`;
    console.log(`sponsor view: ${kb(weight.total)} (${parts})`);
    expect(weight.js, "the sponsor view ships no script").toBe(0);
    expect(weight.total, `sponsor view: ${kb(weight.total)} (${parts})`).toBeLessThanOrEqual(30 * 1024);

    // The student revokes it: the sponsor's next visit is the neutral page.
    await page.getByRole("button", { name: "Revoke this link" }).click();
    await expect(page.getByText("The link is revoked: it no longer opens your application.")).toBeVisible();
    const closed = await view.goto(`/fr${path}`);
    expect(closed?.status()).toBe(404);
    await expect(view.getByRole("heading", { level: 1 })).toHaveText("Ce lien n'ouvre aucune candidature");

    await student.close();
    await sponsor.close();
  });
});
