import { firstLoadWeight, kb } from "../../scripts/page-weight.mjs";
import { expect, expectNoHorizontalOverflow, test } from "./fixtures";
import { offeredMedicineCase } from "./apply-form";
import { queryLocalD1 } from "./local-state";
import { paymentMails } from "./payment-steps";

// Issue 53, decision 61, at 412 px with JavaScript off: a student whose offer is issued makes a sponsor link on the
// case page (no e-mail: the page shows it once, with a WhatsApp share); a second browser, in French with CFA francs,
// opens it and reads the steps, the whole bill (who receives each amount, what comes back) and how to check the
// offer with the university, within the browsing pages' 30 KB; the sponsor pays Standard through the sandbox with
// their own e-mail: the student's case names the payer, the receipt goes to the sponsor and a notice to the student;
// a second Standard is refused with nothing written; the student revokes the link and the sponsor's next visit gets
// the neutral page.

const PHONE_NO_SCRIPT = { javaScriptEnabled: false, viewport: { width: 412, height: 915 } } as const;

test.describe("a sponsor's link @mobile", () => {
  test("made by the student, opened in French with CFA francs, Standard paid by the sponsor, revoked", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `sponsor-${Date.now()}@example.com`;
    const reference = await offeredMedicineCase(request, email, { phone: "+234 803 111 2233" });

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

    // The whole bill in CFA francs: who receives each amount and what comes back; applying through us costs nothing.
    const bill = view.getByTestId("family-bill");
    await expect(bill.getByTestId("bill-free-note")).toContainText(
      "Postuler aux universités par notre intermédiaire ne coûte rien",
    );
    for (const payee of [
      "L’université",
      "L’ambassade de Turquie ou son centre de visas",
      "L’État turc",
      "L’assureur",
    ]) {
      await expect(bill.getByTestId("bill-lines")).toContainText(payee);
    }
    await expect(bill.getByTestId("bill-lines")).toContainText("Non remboursable.");
    await expect(bill.getByTestId("bill-total")).toContainText(/F\sCFA/u);
    // The offer is checked with the university's own international office, not with us.
    await expect(
      view.getByTestId("offer-check-office").locator('a[href^="https://mio.medipol.edu.tr/"]'),
    ).toBeVisible();

    // The sponsor pays Standard with their own name, e-mail, phone and country, through the sandbox (no script).
    const sponsorEmail = `uncle-${Date.now()}@example.com`;
    const pay = view.locator("#sponsor-pay");
    await pay.locator('label[data-service="standard"]').click();
    await pay.getByLabel("Votre nom complet").fill("Emeka Okafor");
    await pay.getByLabel("Votre adresse e-mail").fill(sponsorEmail);
    await pay.getByLabel("Votre numéro de téléphone").fill("+44 20 7946 0958");
    await pay.getByLabel("Le pays d'où vous payez").selectOption("GB");
    await expectNoHorizontalOverflow(view);
    await pay.getByRole("button", { name: "Procéder au paiement" }).click();
    await expect(view).toHaveURL(/\/sandbox-gateway\/checkout\/ISG-/);
    await view.getByRole("button", { name: /^Payer / }).click();
    await expect(view.getByRole("heading", { name: "Paiement effectué !" })).toBeVisible();
    const [paid] = queryLocalD1<{ id: number; customer_email: string; payer_country: string; status: string }>(
      "SELECT p.id, p.customer_email, p.payer_country, p.status FROM payments p JOIN applications a ON a.id = p.application_id WHERE a.reference = ? AND p.sponsor_link_id IS NOT NULL",
      [reference],
    );
    expect(paid).toMatchObject({ customer_email: sponsorEmail, payer_country: "GB", status: "successful" });
    // The receipt to the sponsor, the notice to the student, once each.
    await expect
      .poll(() => paymentMails(paid!.id).map(({ key, recipient }) => [key.split(":").pop(), recipient]), {
        timeout: 20_000,
      })
      .toEqual([
        ["inbox", "info@istanbulstudygateway.com"],
        ["receipt", sponsorEmail],
        ["sponsor-notice", email],
      ]);
    // The student's case names the payer.
    await page.goto("/applications/status");
    await page.getByRole("textbox", { name: "Application reference" }).fill(reference);
    await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await page.getByRole("button", { name: "Show my application" }).click();
    await expect(page.getByText("Paid by Emeka Okafor")).toBeVisible();
    // A second Standard, now from the student's own payment page: refused, nothing written.
    const paymentsOfCase = () =>
      queryLocalD1<{ n: number }>(
        "SELECT count(*) AS n FROM payments WHERE application_id = (SELECT id FROM applications WHERE reference = ?)",
        [reference],
      )[0]!.n;
    const before = paymentsOfCase();
    await page.goto(`/payments?service=standard&reference=${reference}`);
    await page.getByLabel("Full Name").fill("Chiamaka Okafor");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Phone Number").fill("+234 803 111 2233");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page.getByText(/Standard is already paid for application/)).toBeVisible();
    expect(paymentsOfCase()).toBe(before);

    // The student revokes it: the sponsor's next visit is the neutral page.
    await page.goto("/applications/status");
    await page.getByRole("textbox", { name: "Application reference" }).fill(reference);
    await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await page.getByRole("button", { name: "Show my application" }).click();
    await page.getByRole("button", { name: "Revoke this link" }).click();
    await expect(page.getByText("The link is revoked: it no longer opens your application.")).toBeVisible();
    const closed = await view.goto(`/fr${path}`);
    expect(closed?.status()).toBe(404);
    await expect(view.getByRole("heading", { level: 1 })).toHaveText("Ce lien n'ouvre aucune candidature");

    await student.close();
    await sponsor.close();
  });
});
