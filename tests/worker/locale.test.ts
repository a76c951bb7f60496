import { describe, expect, it } from "vitest";
import { localeOfPath, localizedPath, textDirection, withoutLocale } from "~/i18n/locale";
import { request } from "./helpers";

describe("how a URL names its language", () => {
  it("reads the locale from the first segment only when it is exactly a prefixed locale", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/about")).toBe("en");
    expect(localeOfPath("/fr")).toBe("fr");
    expect(localeOfPath("/fr/programs/medicine")).toBe("fr");
    expect(localeOfPath("/ar/apply")).toBe("ar");
    expect(localeOfPath("/en/about")).toBe("en");
    expect(localeOfPath("/france")).toBe("en");
    expect(localeOfPath("/programs/fr")).toBe("en");
  });

  it("takes the prefix off and puts another on, keeping the page", () => {
    expect(withoutLocale("/fr/programs/medicine")).toBe("/programs/medicine");
    expect(withoutLocale("/ar")).toBe("/");
    expect(withoutLocale("/about")).toBe("/about");
    expect(localizedPath("/programs/medicine", "fr")).toBe("/fr/programs/medicine");
    expect(localizedPath("/", "ar")).toBe("/ar");
    expect(localizedPath("/fr/about", "ar")).toBe("/ar/about");
    expect(localizedPath("/ar/about", "en")).toBe("/about");
    expect(localizedPath("/ar", "en")).toBe("/");
  });

  it("writes Arabic right to left", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("fr")).toBe("ltr");
    expect(textDirection("en")).toBe("ltr");
  });
});

describe("the browser's language", () => {
  it("gets a one-line offer of its language on an English page, never a redirect", async () => {
    const response = await request("/programs?level=master", { headers: { "Accept-Language": "fr-CI,fr;q=0.9" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Vary")).toContain("Accept-Language");
    const html = await response.text();
    expect(html).toContain(
      '<p class="language-offer" lang="fr" dir="ltr"><a hreflang="fr" href="/fr/programs?level=master">Cette page existe en français',
    );
    expect(html.indexOf('class="language-offer"')).toBeLessThan(html.indexOf('<main id="main"'));
    const arabic = await (await request("/about", { headers: { "Accept-Language": "ar-SY" } })).text();
    expect(arabic).toContain('<p class="language-offer" lang="ar" dir="rtl"><a hreflang="ar" href="/ar/about">');
  });

  it("gets no offer in English, nor on a page already in another language", async () => {
    const english = await (await request("/about", { headers: { "Accept-Language": "en-NG" } })).text();
    expect(english).not.toContain(`class="language-offer"`);
    const french = await (await request("/fr/about", { headers: { "Accept-Language": "ar" } })).text();
    expect(french).not.toContain(`class="language-offer"`);
  });
});
