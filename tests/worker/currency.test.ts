import { describe, expect, it } from "vitest";
import { inLocale } from "~/i18n/request-locale.server";
import {
  cacheVariant,
  convertRange,
  convertUsd,
  currencyChoice,
  currencyRedirect,
  DEFAULT_CURRENCY,
  displayCurrency,
  readCurrency,
} from "~/catalogue/display-currency";
import { formatMoney } from "~/catalogue/money";
import { eventually } from "../eventually";
import { request } from "./helpers";

// The display currency (app/catalogue/display-currency.ts, docs/decisions/0031): conversion and rounding, which choice wins,
// the chooser's redirect, and the pages and edge cache as a reader meets them.

const PAGE = "/programs/medicine?university=1";

/** The all-in total in the display currency and its rate note, as text (React's text separators removed). */
async function convertedTotal(response: Response) {
  const html = (await response.text()).replaceAll("<!-- -->", "");
  const total = /data-testid="total-converted">(.*?)<\/p>/s.exec(html)?.[1] ?? "";
  return total
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u202f\u00a0\u200f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("converting dollars", () => {
  it("rounds each currency to its unit, halves up; dollars stay dollars", () => {
    expect(convertUsd(1000, { currency: "XAF", perUsd: 565.48 })).toBe(565_000); // 565,480
    expect(convertUsd(1000, { currency: "XOF", perUsd: 565.5 })).toBe(566_000); // 565,500: half up
    expect(convertUsd(37_000, { currency: "GHS", perUsd: 11.85 })).toBe(438_450); // 438,450 exactly
    expect(convertUsd(3, { currency: "GHS", perUsd: 11.85 })).toBe(40); // 35.55
    expect(convertUsd(101, { currency: "EGP", perUsd: 47.6 })).toBe(4810); // 4,807.6
    expect(convertUsd(12_240, { currency: "NGN", perUsd: 1465.75 })).toBe(17_941_000);
    expect(convertUsd(12_240, { currency: "USD", perUsd: 1 })).toBe(12_240);
    expect(convertRange({ min: 0, max: 10 }, { currency: "XAF", perUsd: 565.48 })).toEqual({ min: 0, max: 6000 });
  });

  it("writes a converted amount in the page's language", () => {
    const plain = (s: string) => s.replace(/[\u202f\u00a0\u200f]/g, " ");
    const amounts = () => [formatMoney(565_000, "XAF"), formatMoney(438_450, "GHS"), formatMoney(4810, "EGP")];
    expect(inLocale("en", amounts).map(plain)).toEqual(["FCFA 565,000", "GH₵438,450", "EGP 4,810"]);
    expect(inLocale("fr", amounts).map(plain)).toEqual(["565 000 FCFA", "438 450 GH₵", "4 810 EGP"]);
    const arabic = inLocale("ar", amounts).map(plain);
    expect(arabic.join(" ")).not.toMatch(/[\u0660-\u0669]/);
    expect(arabic[0]).toContain("565,000");
  });
});

describe("which currency a page shows", () => {
  const req = (path: string, cookie?: string) =>
    new Request(`https://example.com${path}`, { headers: cookie ? { Cookie: cookie } : {} });

  it("takes only the six codes, exactly", () => {
    expect(readCurrency("XAF")).toBe("XAF");
    for (const value of ["xaf", "EUR", "", " NGN", "NGN;", null, undefined]) expect(readCurrency(value)).toBeNull();
  });

  it("lets the URL parameter win over the cookie, the cookie over the language's default", () => {
    const url = (q: string) => new URL(`https://example.com/compare${q}`);
    expect(currencyChoice(url("?currency=XAF"), "tray=1; currency=GHS")).toBe("XAF");
    expect(currencyChoice(url(""), "tray=1; currency=GHS")).toBe("GHS");
    expect(currencyChoice(url("?currency=nope"), "currency=GHS")).toBe("GHS");
    expect(currencyChoice(url(""), "currency=EUR")).toBeNull();
    expect(currencyChoice(url(""), "mycurrency=GHS")).toBeNull();
    expect(displayCurrency(req("/compare"), "en")).toBe("NGN");
    expect(displayCurrency(req("/fr/compare"), "fr")).toBe("XOF");
    expect(displayCurrency(req("/ar/compare"), "ar")).toBe("EGP");
    expect(displayCurrency(req("/ar/compare", "currency=USD"), "ar")).toBe("USD");
    expect(DEFAULT_CURRENCY).toEqual({ en: "NGN", fr: "XOF", ar: "EGP" });
  });

  it("keys the edge cache by the cookie's currency when the URL names none", () => {
    expect(cacheVariant(req(PAGE))).toBe("");
    expect(cacheVariant(req(PAGE, "currency=GHS"))).toBe("currency-GHS");
    expect(cacheVariant(req(`${PAGE}&currency=XAF`, "currency=GHS"))).toBe("");
    expect(cacheVariant(req(PAGE, "currency=bogus"))).toBe("");
  });

  it("sends the chooser back to a page of this site only, with the currency in its address", () => {
    const go = (q: string) => currencyRedirect(new URL(`https://example.com/currency?${q}`));
    const back = encodeURIComponent(PAGE);
    expect(go(`to=XAF&back=${back}&at=all-in-total`)).toEqual({
      currency: "XAF",
      location: `${PAGE}&currency=XAF#all-in-total`,
    });
    expect(go(`to=GHS&back=${encodeURIComponent(`${PAGE}&currency=XAF`)}`).location).toBe(`${PAGE}&currency=GHS`);
    for (const away of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])
      expect(go(`to=XAF&back=${encodeURIComponent(away)}`).location, away).toBe("/?currency=XAF");
    expect(go(`to=ZZZ&back=${back}&at=all-in-total`)).toEqual({ currency: null, location: PAGE });
    expect(go(`to=XAF&back=${back}&at=${encodeURIComponent('x"><script>')}`).location).toBe(`${PAGE}&currency=XAF`);
  });
});

describe("pages in the chosen currency", () => {
  it("shows the all-in cost in CFA francs with its rate, marked example data (the acceptance URL)", async () => {
    const response = await request(`${PAGE}&currency=XAF`);
    expect(response.status).toBe(200);
    const total = await convertedTotal(response);
    expect(total).toMatch(/FCFA \d{2},\d{3},000/);
    // The seeded rates are example data: the note says so instead of a date (issue 40).
    expect(total).toContain(
      "Central African CFA Franc at FCFA 565.48 per US$, an example rate (indicative, example data).",
    );
  });

  it("ignores an unknown currency parameter: the page shows the language's default", async () => {
    const response = await request(`${PAGE}&currency=EUR`);
    expect(response.status).toBe(200);
    expect(await convertedTotal(response)).toMatch(/^₦[\d,]+ .*Nigerian Naira at ₦1,465.75 per US\$/);
  });

  it("shows dollars alone for USD", async () => {
    const html = await (await request(`${PAGE}&currency=USD`)).text();
    expect(html).toContain('data-testid="total-usd"');
    expect(html).not.toContain('data-testid="total-converted"');
  });

  it("defaults French pages to the CFA franc (BCEAO) and Arabic ones to the Egyptian pound", async () => {
    expect(await convertedTotal(await request(`/fr${PAGE}`))).toMatch(/\d F CFA .*franc CFA \(BCEAO\)/);
    expect(await convertedTotal(await request(`/ar${PAGE}`))).toMatch(/ج\.م\..*جنيه مصري/);
  });

  it("converts every offering's all-in cost on the program's own page, with the rate under the table", async () => {
    const html = (await (await request("/programs/medicine", { headers: { Cookie: "currency=XAF" } })).text())
      .replaceAll("<!-- -->", "")
      .replace(/[\u202f\u00a0]/g, " ");
    const converted = [...html.matchAll(/data-testid="offering-converted">(.*?)<\/span><\/span>/g)];
    expect(converted.length).toBeGreaterThan(1);
    for (const [, figure] of converted) expect(figure).toContain("FCFA");
    expect(html).toMatch(
      /data-testid="offerings-rate-note">Central African CFA Franc at FCFA 565\.48 per US\$, an example rate \(indicative, example data\)\./,
    );
    expect(html).toContain('data-testid="currency-choice"');
  });

  it("keeps the choice: /currency sets the cookie and comes back with the parameter; the cookie serves the next page", async () => {
    const manual = { redirect: "manual" } as const;
    const chosen = await request(`/currency?to=GHS&back=${encodeURIComponent(PAGE)}&at=all-in-total`, manual);
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Location")).toBe(`${PAGE}&currency=GHS#all-in-total`);
    const cookie = chosen.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^currency=GHS; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const next = await request("/compare?programs=1,25", { headers: { Cookie: "currency=GHS" } });
    const html = (await next.text()).replaceAll("<!-- -->", "");
    expect(html).toContain('data-row="converted"');
    expect(html).toMatch(/GH₵[\d,]+/);
    expect(html).toContain("Ghanaian Cedi at GH₵11.85 per US$, an example rate (indicative, example data).");
    // The parameter still wins over the cookie.
    const shared = await request(`${PAGE}&currency=XAF`, { headers: { Cookie: "currency=GHS" } });
    expect(await convertedTotal(shared)).toContain("FCFA");
    // An unknown currency changes nothing and sets no cookie.
    const unknown = await request(`/currency?to=EUR&back=${encodeURIComponent(PAGE)}`, manual);
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
  });

  it("is never prefetched: a touch that turns into a scroll must not change the currency", async () => {
    const rules = JSON.stringify(await (await request("/speculation-rules.json")).json());
    expect(rules).toContain('{"pathname":"/currency"}');
  });

  it("never serves one currency's cached page to a reader of another", async () => {
    const path = `${PAGE}&housing=flat`;
    const naira = async () => {
      const response = await request(path);
      return { status: response.headers.get("X-Cache"), total: await convertedTotal(response) };
    };
    expect((await naira()).total).toContain("₦");
    await eventually(async () => expect((await naira()).status).toBe("hit"), 5_000);

    const cedi = await request(path, { headers: { Cookie: "currency=GHS" } });
    expect(cedi.headers.get("X-Cache")).toBe("miss");
    expect(await convertedTotal(cedi)).toContain("GH₵");
    await eventually(async () => {
      const again = await request(path, { headers: { Cookie: "theme=x; currency=GHS" } });
      expect(again.headers.get("X-Cache")).toBe("hit");
      expect(await convertedTotal(again)).toContain("GH₵");
    }, 5_000);
    // The reader without the cookie still gets naira, from the cache.
    const plain = await naira();
    expect(plain.status).toBe("hit");
    expect(plain.total).toContain("₦");
    expect(plain.total).not.toContain("GH₵");
  });
});
