// What the sponsor view's pay form shows (issue 53, "The sponsor pays"): the packages and add-ons of this application
// not paid yet, priced by the server in the case page's words (app/case/case-packages.server.ts) with their naira
// figure at D1's dated rate, and, where the university refunds to the account that paid, the money trail's words
// saying so. Read with the sponsor view's other reads (one round trip), worded in the request's language.
import type { Db } from "~/db/client.server";
import { type CaseKey, caseMoney, readCaseMoney } from "~/case/case-packages.server";
import { formatMoney } from "~/catalogue/money";
import { formatDay } from "~/lib/dates";
import { m } from "~/i18n/paraglide/messages";
import { nairaQuote, readNairaRate } from "./payment-charge.server";

/** One package or add-on the sponsor may pay: its key (the form's value) and its words. */
export type SponsorPayOption = {
  key: string;
  name: string;
  /** "$500" (the catalogue's price). */
  priceWords: string;
  /** "or ₦732,875 at our rate of 20 November 2026", or null when naira cannot be paid today. */
  nairaWords: string | null;
  /** "Does for you: …" (the steps it does for the student), or null. */
  stepsWords: string | null;
};

export type SponsorPayView = {
  /** Not paid yet for this application, in the catalogue's order; empty: nothing is left to pay. */
  options: SponsorPayOption[];
  /** Naira can be paid today (D1 has a fresh enough rate); else why not. */
  naira: { ok: true } | { ok: false; message: string };
  /**
   * Where the university refunds to the account that paid (money_trails.refund_to = 'payer_account'): the money
   * trail's refund line, its source and day, and what that means for the sponsor; null otherwise.
   */
  refundToPayer: { title: string; refund: string; source: string; note: string } | null;
};

/** The pay form's reads of the application `key` (a live sponsor link's subqueries), for the page's Promise.all. */
export function readSponsorPay(db: Db, key: CaseKey) {
  return Promise.all([readCaseMoney(db, key), readNairaRate(db)]);
}

/**
 * The pay form's words, from the case's money rows and the naira rate (readSponsorPay's, or the sponsor view's batch)
 * and the application's faculty. The sponsor is never shown the application's reference.
 */
export function sponsorPayView(
  [moneyRows, rate]: Awaited<ReturnType<typeof readSponsorPay>>,
  application: { facultyId: number | null },
  now = new Date(),
): SponsorPayView {
  const money = caseMoney(moneyRows, { reference: "", facultyId: application.facultyId });
  const services = moneyRows[2];
  const options = money.packages
    .filter((item) => !item.bought)
    .map((item): SponsorPayOption => {
      const usd = services.find((s) => s.key === item.key)?.price;
      const quote = usd === undefined ? undefined : nairaQuote(rate, usd, now);
      return {
        key: item.key,
        name: item.name,
        priceWords: item.priceWords,
        nairaWords: quote?.ok
          ? m.sponsor_pay_service_naira({ amount: formatMoney(quote.amount, "NGN"), date: formatDay(quote.rateDate) })
          : null,
        stepsWords: item.stepsWords,
      };
    });
  const quote = nairaQuote(rate, 1, now);
  const words = money.moneyTrailWords;
  return {
    options,
    naira: quote.ok ? { ok: true } : { ok: false, message: quote.message },
    refundToPayer:
      money.moneyTrail?.refundTo === "payer_account" && words
        ? {
            title: words.title,
            // The refund rule's line already says "to the account that paid"; a row with no rule says that alone.
            refund: words.refund ?? m.rules_money_refund_payer(),
            source: words.source,
            note: m.sponsor_pay_refund_note(),
          }
        : null,
  };
}
