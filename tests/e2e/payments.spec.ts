import type { Page } from "@playwright/test";
import { PORTS } from "../../playwright.config";
import { expect, test, waitUntilReady } from "./fixtures";
import { expectInViewport, expectNoErrorPage, expectRefused, VIEWPORTS } from "./form-checks";
import { queryLocalD1, sentEmailTexts } from "./local-state";
import { fillBilling as fillPayer, type Payer, type PaymentRow, paymentMails } from "./payment-steps";

// Services and payments in Chromium, offline: the site's own sandbox gateway plays Flutterwave.

const billing = { name: "Chinedu Okafor", email: "chinedu.e2e@example.com", phone: "+2348031112222" };

function paymentByTxRef(txRef: string) {
  return queryLocalD1<PaymentRow>("SELECT * FROM payments WHERE tx_ref = ?", [txRef])[0];
}

const fillBilling = (page: Page, values: Payer = billing) => fillPayer(page, values);

test("/services lists the four packages and three add-ons from D1, with prices, badges and the fees note", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(page).toHaveTitle("Our Services | Istanbul Study Gateway");
  const packages = page
    .getByRole("region", { name: "Support Packages" })
    .getByRole("listitem")
    .filter({ has: page.locator("h3") });
  const addons = page
    .getByRole("region", { name: "Add-on Services" })
    .getByRole("listitem")
    .filter({ has: page.locator("h3") });
  await expect(packages.locator("h3")).toHaveText(["Basic", "Standard", "Residency Support", "Full Support"]);
  await expect(addons.locator("h3")).toHaveText([
    "Visa Application Support",
    "Document Verification",
    "Residency Document Sorting",
  ]);
  await expect(page.getByTestId("service-basic")).toContainText("$100");
  await expect(page.getByTestId("service-full")).toContainText("$200");
  await expect(page.getByTestId("service-document-addon")).toContainText("$50");
  await expect(page.getByText("Most Popular")).toHaveCount(2);
  await expect(page.getByTestId("service-standard")).toContainText("Most Popular");
  await expect(page.getByTestId("service-full")).toContainText("Most Popular");
  await expect(page.getByTestId("service-basic")).toContainText("Embassy appointment scheduling");
  await expect(page.getByRole("note")).toContainText("Prices are service fees only");
  await expect(page.getByRole("note")).toContainText("Turkish residency charges are extra");
  await expect(page.getByRole("note")).toContainText("Payment is required before the service begins");
  for (const key of ["basic", "standard", "residency", "full", "visa-addon", "document-addon", "residency-addon"]) {
    await expect(page.getByTestId(`service-${key}`).getByRole("link", { name: /Request Service/ })).toHaveAttribute(
      "href",
      `/payments?service=${key}`,
    );
  }
});

test("an unknown or missing service key redirects to /services", async ({ page }) => {
  await page.goto("/payments?service=platinum");
  await expect(page).toHaveURL(/\/services$/);
  await page.goto("/payments");
  await expect(page).toHaveURL(/\/services$/);
});

test("the payment page shows the order summary, the breadcrumb and the spec's validation messages", async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on("request", (r) => r.method() === "POST" && apiCalls.push(r.url()));
  await page.goto("/payments?service=document-addon");
  await waitUntilReady(page);

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Services", "Payment"]);
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  await expect(page.getByTestId("order-service")).toHaveText("Document Verification & Translation");
  await expect(page.getByText("Total Amount")).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("$50");
  await expect(page.getByText(/covers our service fees only/)).toBeVisible();

  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Valid email is required")).toBeVisible();
  await expect(page.getByText("Valid phone number is required")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveClass(/form-input-error/);
  await expect(page.getByLabel("Full Name")).toBeFocused();

  await fillBilling(page, { name: "A", email: "chinedu@", phone: "080311" });
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page.locator(".form-error")).toHaveText([
    "Full name is required",
    "Valid email is required",
    "Valid phone number is required",
  ]);
  await expect(page.locator(".form-error").first()).toHaveCSS("color", "rgb(220, 38, 38)");
  expect(apiCalls).toEqual([]);
});

test("Request Service → billing → sandbox checkout → Pay → verified success, a successful D1 row and a receipt", async ({
  page,
}) => {
  await page.goto("/services");
  await waitUntilReady(page);
  await page
    .getByTestId("service-standard")
    .getByRole("link", { name: /Request Service/ })
    .click();
  await expect(page).toHaveURL(/\/payments\?service=standard$/);
  await expect(page.getByTestId("order-total")).toHaveText("$150");
  // /services ships no script: /payments arrives as a document, and hydrates once the form is reached.
  await waitUntilReady(page);
  await fillBilling(page);

  // Hold the API answer a moment so the pending state can be seen.
  await page.route("**/payments.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();

  // The sandbox's hosted checkout: merchant and amount.
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\/ISG-/);
  const answer = { txRef: decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!) };
  await expect(page.getByTestId("sandbox-merchant")).toHaveText("Istanbul Study Gateway");
  await expect(page.getByTestId("sandbox-amount")).toContainText("$150");
  expect(paymentByTxRef(answer.txRef)).toMatchObject({ status: "pending", amount: 150, service_key: "standard" });

  await waitUntilReady(page);
  // The way back is a client-side navigation: 'Verifying Payment' shows while the server verifies.
  await page.route("**/payment-success.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Verifying Payment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page).toHaveURL(/\/payment-success\?status=successful&tx_ref=ISG-[A-Z0-9]+&transaction_id=\d+$/);
  await expect(page.getByText("You will receive a confirmation email within 24 hours.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute("href", "/contact");

  const transactionId = new URL(page.url()).searchParams.get("transaction_id");
  const row = paymentByTxRef(answer.txRef)!;
  expect(row).toMatchObject({ status: "successful", gateway_transaction_id: transactionId, amount: 150 });

  // The consumer picks up the webhook and the verify notice after the queue's batch timeout (1 s).
  await expect
    .poll(() => paymentMails(row.id), {
      timeout: 15_000,
    })
    .toEqual([
      { key: `payment:${row.id}:inbox`, recipient: "info@istanbulstudygateway.com", status: "sent" },
      { key: `payment:${row.id}:receipt`, recipient: billing.email, status: "sent" },
    ]);
  // The consumer marks the payment's receipt after its e-mail's log row: a moment later on a busy machine.
  await expect.poll(() => paymentByTxRef(answer.txRef)!.receipt_status, { timeout: 15_000 }).toBe("sent");
  // The receipt links to the origin this server was started on (scripts/serve.mjs sets PUBLIC_ORIGIN), not 8787.
  const [receipt] = await sentEmailTexts(`Reference: ${answer.txRef}`).then((texts) =>
    texts.filter((t) => t.includes("This is your receipt")),
  );
  expect(receipt).toContain(`visit http://localhost:${PORTS.full}/contact`);
});

for (const viewport of VIEWPORTS) {
  test.describe(`a cancelled payment at ${viewport.name}`, () => {
    test.use(viewport.use);

    test("Cancel on the checkout page: not charged, the reference, and Try Again keeps the billing details", async ({
      page,
    }) => {
      await page.goto("/payments?service=basic");
      await waitUntilReady(page);
      const payer = { ...billing, email: `cancel.${Date.now()}@example.com` };
      await fillBilling(page, payer);
      await page.getByRole("button", { name: "Proceed to Payment" }).click();
      await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
      const txRef = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
      await page.getByRole("button", { name: "Cancel" }).click();

      const view = page.getByTestId("payment-cancelled");
      await expect(view.getByRole("heading", { name: "Payment Cancelled" })).toBeVisible();
      await expect(page).toHaveURL(/status=cancelled/);
      await expect(view).toContainText("You have not been charged.");
      await expect(view).toContainText("$100");
      await expect(page.getByTestId("payment-reference")).toHaveText(txRef);
      await expect(page.getByRole("heading", { name: "Payment Verification Failed" })).toHaveCount(0);
      await expect(view.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
      expect(paymentByTxRef(txRef)!.status).toBe("cancelled");

      await view.getByRole("link", { name: "Try Again" }).click();
      await expect(page).toHaveURL(`/payments?service=basic&retry=${txRef}`);
      await expect(page.getByTestId("order-service")).toBeVisible();
      await expect(page.getByLabel("Full Name")).toHaveValue(payer.name);
      await expect(page.getByLabel("Email Address")).toHaveValue(payer.email);
      await expect(page.getByLabel("Phone Number")).toHaveValue(payer.phone);
    });
  });
}

test("a retry link fills nothing for an unknown reference, another service or a paid payment", async ({ page }) => {
  await page.goto("/payments?service=basic&retry=ISG-AAAAAAAAAAAAAAAA");
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  const [paid] = queryLocalD1<PaymentRow>("SELECT * FROM payments WHERE status = 'successful' LIMIT 1", []);
  const [cancelled] = queryLocalD1<PaymentRow>("SELECT * FROM payments WHERE status = 'cancelled' LIMIT 1", []);
  if (paid) {
    await page.goto(`/payments?service=${paid.service_key}&retry=${paid.tx_ref}`);
    await expect(page.getByLabel("Full Name")).toHaveValue("");
  }
  if (cancelled) {
    const other = cancelled.service_key === "full" ? "basic" : "full";
    await page.goto(`/payments?service=${other}&retry=${cancelled.tx_ref}`);
    await expect(page.getByLabel("Full Name")).toHaveValue("");
  }
});

test("/payment-success without a transaction id fails at once", async ({ page }) => {
  await page.goto("/payment-success?status=successful");
  await expect(page.getByRole("heading", { name: "Payment Verification Failed" })).toBeVisible();
  await page.goto("/payment-success?transaction_id=999999999");
  await expect(page.getByRole("heading", { name: "Payment Verification Failed" })).toBeVisible();
});

test("a network failure shows 'Payment Failed' with the service-unavailable text; Try Again returns to the form", async ({
  context,
}) => {
  // Not the strict `page` fixture: the failed request's own console line is the point of this test.
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  page.on("pageerror", (err) => errors.push(err.message));
  await page.goto("/payments?service=full");
  await waitUntilReady(page);
  await fillBilling(page);
  // The browser's network edge fails (offline): no request reaches the server.
  await page.route("**/payments.data*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
  await expect(page.getByText("Payment service unavailable. Please try again later.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue(billing.name);
  await expect(page.getByLabel("Email Address")).toHaveValue(billing.email);
  await expect(page.getByLabel("Phone Number")).toHaveValue(billing.phone);
  expect(errors).toEqual(["Failed to load resource: net::ERR_INTERNET_DISCONNECTED"]);
  await page.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole payment works: validation, server-side initiation, checkout, Pay, verified success", async ({
    page,
  }) => {
    await page.goto("/payments?service=residency");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Valid email is required")).toBeVisible();
    await expect(page.getByText("Valid phone number is required")).toBeVisible();

    await fillBilling(page, { ...billing, email: "nojs.e2e@example.com" });
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\/ISG-/);
    await expect(page.getByTestId("sandbox-amount")).toContainText("$150");
    await page.getByRole("button", { name: /^Pay/ }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    const txRef = new URL(page.url()).searchParams.get("tx_ref")!;
    expect(paymentByTxRef(txRef)).toMatchObject({ status: "successful", service_key: "residency" });
  });

  test("a tampered or missing service shows the error view with a 'Try Again' link back to the form", async ({
    request,
  }) => {
    const fields = { customerName: billing.name, customerEmail: billing.email, customerPhone: billing.phone };
    const unknown = await request.post("/payments?service=basic", {
      form: { ...fields, service: "platinum" },
      maxRedirects: 0,
    });
    expect(unknown.status()).toBe(400);
    const html = await unknown.text();
    expect(html).toContain("Payment Failed");
    expect(html).toContain("Unknown service");
    expect(html).toMatch(/<a[^>]*href="\/payments\?service=basic"[^>]*>Try Again<\/a>/);
    const missing = await request.post("/payments?service=basic", { form: fields, maxRedirects: 0 });
    expect(missing.status()).toBe(400);
    expect(await missing.text()).toContain("No service selected");
  });
});

test.describe("with JavaScript, a failed initiation keeps the billing details", () => {
  for (const viewport of VIEWPORTS) {
    test.describe(viewport.name, () => {
      test.use(viewport.use);

      test("offline: 'Payment Failed', the 'Payment Error' toast, and Try Again keeps the fields", async ({
        browser,
        baseURL,
      }) => {
        // Not the strict `page` fixture: the failed request logs its own console line.
        const context = await browser.newContext({ baseURL, ...viewport.use });
        const page = await context.newPage();
        await page.goto("/payments?service=standard");
        await waitUntilReady(page);
        await fillBilling(page);
        await context.setOffline(true);
        await page.getByRole("button", { name: "Proceed to Payment" }).click();
        await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
        await expect(page.getByText("Payment service unavailable. Please try again later.")).toBeVisible();
        const toast = page.getByRole("region", { name: /Notification/ }).getByRole("alert");
        await expect(toast).toContainText("Payment Error");
        await expect(toast).toContainText("Failed to initiate payment. Please try again.");
        await expectNoErrorPage(page);
        await context.setOffline(false);
        await page.getByRole("link", { name: "Try Again" }).click();
        await expect(page.getByLabel("Full Name")).toHaveValue(billing.name);
        await expect(page.getByLabel("Phone Number")).toHaveValue(billing.phone);
        await context.close();
      });
    });
  }

  test("a 500 from the server: the same, and the fields are kept", async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL });
    await page.goto("/payments?service=visa-addon");
    await waitUntilReady(page);
    await fillBilling(page);
    await page.route("**/payments.data*", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page.getByText("Payment service unavailable. Please try again later.")).toBeVisible();
    await expect(page.getByRole("region", { name: /Notification/ }).getByRole("alert")).toContainText("Payment Error");
    await page.getByRole("link", { name: "Try Again" }).click();
    await expect(page.getByLabel("Email Address")).toHaveValue(billing.email);
    await expectNoErrorPage(page);
    await page.close();
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`/payments without JavaScript at ${viewport.name}`, () => {
    test.use({ javaScriptEnabled: false, ...viewport.use });

    test("refused billing details open on the result, each field marked and kept", async ({ page }) => {
      await page.goto("/payments?service=full");
      await page.getByLabel("Full Name").fill("Ngozi Eze");
      await page.getByLabel("Email Address").fill("ngozi@");
      await page.getByRole("button", { name: "Proceed to Payment" }).click();
      await expect(page).toHaveURL(/#payment-result$/);
      const refused = page.locator("#payment-result").getByRole("alert");
      await expect(refused).toContainText("Please check your details");
      await expectInViewport(page, refused);
      await expectRefused(page, page.getByLabel("Email Address"), "Valid email is required");
      await expectRefused(page, page.getByLabel("Phone Number"), "Valid phone number is required");
      await expect(page.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid");
      await expect(page.getByLabel("Full Name")).toHaveValue("Ngozi Eze");
      await expect(page.getByLabel("Email Address")).toHaveValue("ngozi@");
    });

    test("a cancelled payment's Try Again link fills the form again", async ({ page }) => {
      await page.goto("/payments?service=residency-addon");
      const payer = { ...billing, email: `nojs.cancel.${Date.now()}@example.com` };
      await fillBilling(page, payer);
      await page.getByRole("button", { name: "Proceed to Payment" }).click();
      await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("heading", { name: "Payment Cancelled" })).toBeVisible();
      await expectInViewport(page, page.getByTestId("payment-reference"));
      await page.getByRole("link", { name: "Try Again" }).click();
      await expect(page.getByLabel("Email Address")).toHaveValue(payer.email);
      await expect(page.getByLabel("Full Name")).toHaveValue(payer.name);
    });
  });
}

// Paying in naira on a 412 px phone. The local servers allow the seeded rate (₦1,465.75, 20 November 2026) for
// years (NGN_RATE_MAX_AGE_DAYS in scripts/local-env.mjs), so these read it as seeded; the stale-rate refusal is
// proven in tests/worker/payments-naira.test.ts, where each test writes its own rate date.
type NairaRow = PaymentRow & { currency: string; usd_amount: number; rate: number; rate_date: string };

const nairaPayer = (tag: string) => ({ ...billing, email: `naira.${tag}.${Date.now()}@example.com` });

/** The naira figure in a text ('₦219,863' → 219863). */
const nairaIn = (text: string | null) => Number(/₦([\d,]+)(?!\.)/.exec(text ?? "")?.[1]?.replace(/,/g, "") ?? NaN);

for (const js of [true, false]) {
  test.describe(`paying in naira at 412 px, ${js ? "with" : "without"} JavaScript @mobile-only`, () => {
    test.use({ ...VIEWPORTS[0].use, javaScriptEnabled: js });

    test("the page's naira figure is what the sandbox checkout charges and what the receipt shows", async ({
      page,
    }) => {
      const service = js ? "standard" : "basic";
      const expected = js
        ? "₦219,863 (US$150 at ₦1,465.75 per dollar, rate of 20 November 2026)" // 219,862.5 rounded up
        : "₦146,575 (US$100 at ₦1,465.75 per dollar, rate of 20 November 2026)";
      await page.goto(`/payments?service=${service}`);
      const shown = page.getByTestId("order-naira");
      await expect(shown).toHaveText(`In naira: ${expected}`);
      await expectInViewport(page, page.getByTestId("order-total"));
      const nairaChoice = page.getByRole("radio", { name: /^Naira: ₦/ });
      await expect(page.getByRole("radio", { name: /^US dollars: \$/ })).toBeChecked();
      if (js) await waitUntilReady(page);
      await nairaChoice.check();
      await expect(nairaChoice).toBeChecked();
      const payer = nairaPayer(js ? "js" : "nojs");
      await fillBilling(page, payer);
      await page.getByRole("button", { name: "Proceed to Payment" }).click();

      await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\/ISG-/);
      const txRef = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
      const charged = page.getByTestId("sandbox-amount");
      await expect(charged).toContainText("NGN");
      expect(nairaIn(await charged.textContent())).toBe(nairaIn(expected));
      const row = queryLocalD1<NairaRow>("SELECT * FROM payments WHERE tx_ref = ?", [txRef])[0]!;
      expect(row).toMatchObject({
        amount: nairaIn(expected),
        currency: "NGN",
        usd_amount: js ? 150 : 100,
        rate: 1465.75,
        rate_date: "2026-11-20",
      });

      if (js) await waitUntilReady(page);
      await page.getByRole("button", { name: /^Pay/ }).click();
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      const success = page.getByTestId("payment-verified");
      await expect(success).toContainText(expected);

      // The receipt e-mail (the consumer's, through the queue) says the same.
      await expect
        .poll(
          async () => (await sentEmailTexts(`Reference: ${txRef}`)).some((t) => t.includes(`Amount paid: ${expected}`)),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
    });
  });
}
