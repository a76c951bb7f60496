import { describe, expect, it } from "vitest";
import { inLocale } from "~/i18n/request-locale.server";
import { formatBytes } from "~/lib/format-bytes";
import { formatDateTime, formatDay, formatMonth } from "~/lib/dates";
import { formatAtLeast, formatMoney, formatPrice, formatUsd, groupDigits } from "~/catalogue/money";

// Money and dates in each language (app/catalogue/money.ts, dates.ts): English reads exactly as the pages always have.
const amounts = [0, 1, 9.5, 12.5, 999, 1000, 1465.75, 1.005, 2500.5, -2500.5, 12_345.678, 1_465_000, 987_654_321];
const intlUsd = (n: number, digits: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(n);

describe("money", () => {
  it("groups digits as en-US does", () => {
    for (const n of amounts)
      expect(groupDigits(n, 2), String(n)).toBe(n.toLocaleString("en-US", { maximumFractionDigits: 2 }));
    expect(groupDigits(1_234_567)).toBe("1,234,567");
    expect(formatAtLeast(45_000)).toBe(`${(45_000).toLocaleString("en-US")}+`);
  });

  it("writes dollars as Intl's USD currency format", () => {
    for (const n of amounts) {
      expect(formatUsd(n), String(n)).toBe(intlUsd(n, 0));
      expect(formatPrice(n), String(n)).toBe(intlUsd(n, Number.isInteger(n) ? 0 : 2));
    }
    expect(formatPrice(1200)).toBe("$1,200");
    expect(formatPrice(12.5)).toBe("$12.5");
  });

  it("writes naira as Intl's en-NG format with the narrow symbol", () => {
    const intl = (n: number, digits: number) =>
      new Intl.NumberFormat("en-NG", {
        style: "currency",
        currency: "NGN",
        currencyDisplay: "narrowSymbol",
        minimumFractionDigits: 0,
        maximumFractionDigits: digits,
      }).format(n);
    for (const n of amounts) {
      expect(formatMoney(n, "NGN"), String(n)).toBe(intl(n, 0));
      expect(formatMoney(n, "NGN", 2), String(n)).toBe(intl(n, 2));
    }
    expect(formatMoney(1_465_000, "NGN")).toBe("₦1,465,000");
  });

  it("leaves other currencies to Intl", () => {
    expect(formatPrice(100, "EUR")).toBe("€100");
  });
});

describe("dates", () => {
  const days = ["2027-01-15", "2027-02-01", "2026-09-30", "2028-12-31"];

  it("writes a day and a month as en-GB does, in UTC", () => {
    const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const month = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
    for (const iso of days) {
      expect(formatDay(iso)).toBe(day.format(new Date(`${iso}T00:00:00Z`)));
      expect(formatMonth(iso)).toBe(month.format(new Date(`${iso}T00:00:00Z`)));
    }
    expect(formatDay("2027-01-15")).toBe("15 January 2027");
    expect(formatMonth("2027-02-15")).toBe("February 2027");
  });

  it("writes a moment as en-GB's medium date and short time, in UTC", () => {
    expect(formatDateTime("2026-09-03T09:05:00Z")).toBe("3 Sept 2026, 09:05");
    expect(formatDateTime("2026-11-23T15:40:59Z")).toBe("23 Nov 2026, 15:40");
    expect(formatDateTime("2027-01-01T00:00:00.000Z")).toBe("1 Jan 2027, 00:00");
  });
});

describe("in French and Arabic", () => {
  it("writes money, dates and sizes as each language does, Arabic with Latin digits", () => {
    const formats = () => [
      formatUsd(12_500),
      formatPrice(12.5),
      formatMoney(1_465_000, "NGN"),
      formatAtLeast(45_000),
      formatDay("2027-01-15"),
      formatMonth("2027-02-15"),
      formatBytes(2.4 * 1024 * 1024),
    ];
    expect(inLocale("en", formats)).toEqual([
      "$12,500",
      "$12.5",
      "₦1,465,000",
      "45,000+",
      "15 January 2027",
      "February 2027",
      "2.4 MB",
    ]);
    // Intl separates French thousands with a narrow no-break space and the currency with a no-break space.
    expect(inLocale("fr", formats).map((s) => s.replace(/[\u202f\u00a0]/g, " "))).toEqual([
      "12 500 $US",
      "12,5 $US",
      "1 465 000 ₦",
      "45 000+",
      "15 janvier 2027",
      "février 2027",
      "2,4 Mo",
    ]);
    const arabic = inLocale("ar", formats);
    expect(arabic.join(" ")).not.toMatch(/[\u0660-\u0669]/);
    // A symbol in Latin letters is isolated left to right, or an Arabic line shows 'US$' as '$US'.
    expect(arabic[0]).toContain("\u2066US$\u2069");
    expect(arabic[2]).not.toContain("\u2066");
    expect(arabic.map((s) => s.replace(/[\u200f\u2066\u2069]/g, "").replace(/[\u202f\u00a0]/g, " "))).toEqual([
      "12,500 US$",
      "12.5 US$",
      "1,465,000 ₦",
      "45,000+",
      "15 يناير 2027",
      "فبراير 2027",
      "2.4 م.ب",
    ]);
  });
});
