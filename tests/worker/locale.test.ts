import { describe, expect, it } from "vitest";
import { localeOfPath, localizedPath, textDirection, withoutLocale } from "~/i18n/locale";

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
