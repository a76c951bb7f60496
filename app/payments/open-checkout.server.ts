import type { Db } from "~/db/client.server";
import { findOpenCheckout, getPayment, insertPendingPayment, type Payment } from "~/models/payment-rows.server";
import { GATEWAY_TIMEOUT_MS } from "./gateways/gateway-http.server";

// One open checkout per application and package (docs/decisions/0055-money-checkouts-and-sources.md). D1 holds the rule
// (payments_open_checkout_unique: one pending row per application and service), so starts that arrive together
// cannot race past it: one row goes in, the others find it and are sent to its checkout once the gateway gave one.

type NewPayment = Parameters<typeof insertPendingPayment>[1];

/** How long an open checkout is offered again: within it, its price and naira rate are still today's. */
export const OPEN_CHECKOUT_REUSE_MS = 60 * 60 * 1000;
/** A row still without a link after this never got one (its start died): it is replaced, not waited for. */
const LINK_EXPECTED_WITHIN_MS = GATEWAY_TIMEOUT_MS + 5_000;

export type CheckoutClaim =
  /** This start wrote the row: it asks the gateway for the checkout. */
  | { kind: "new"; payment: Payment }
  /** Another start of the package holds the open checkout: its link (once given), or its failed start. */
  | { kind: "joined"; payment: Payment; paymentUrl: string | null }
  /** Another start is still opening it after the gateway's own time-out: the payer tries again. */
  | { kind: "busy"; payment: Payment }
  /**
   * Another payer (the student, or a sponsor) holds the package's open checkout: never handed to this one (its
   * checkout carries that payer's name and e-mail); this payer tries again once it is paid or has lapsed.
   */
  | { kind: "taken"; payment: Payment };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a second start is sent to `open`, rather than cancelling it and opening a new one. */
function joinable(open: Payment, currency: string, now = Date.now()) {
  const age = now - Date.parse(open.createdAt);
  return open.currency === currency && age < (open.checkoutUrl ? OPEN_CHECKOUT_REUSE_MS : LINK_EXPECTED_WITHIN_MS);
}

/** Whether `open` was started by the payer of `payment`: the same sponsor link (or none) and the same e-mail. */
function samePayer(open: Payment, payment: NewPayment) {
  return (
    open.sponsorLinkId === (payment.sponsor?.linkId ?? null) &&
    open.customerEmail.trim().toLowerCase() === payment.billing.customerEmail.trim().toLowerCase()
  );
}

/**
 * Waits (at most the gateway's time-out) for the start that wrote `open` to get its link or fail. Undefined when it
 * left the open state otherwise (paid or cancelled meanwhile): the caller starts again.
 */
async function awaitCheckout(db: Db, open: Payment): Promise<CheckoutClaim | undefined> {
  const deadline = Date.parse(open.createdAt) + LINK_EXPECTED_WITHIN_MS;
  let current: Payment | undefined = open;
  let pause = 100;
  while (current) {
    if (current.status === "pending" && current.checkoutUrl)
      return { kind: "joined", payment: current, paymentUrl: current.checkoutUrl };
    if (current.status === "failed") return { kind: "joined", payment: current, paymentUrl: null };
    if (current.status !== "pending") return undefined;
    if (Date.now() >= deadline) return { kind: "busy", payment: current };
    await sleep(pause);
    pause = Math.min(pause * 2, 1_000);
    current = await getPayment(db, current.id);
  }
  return undefined;
}

/**
 * Records a pending payment, or for an application whose package already has an open checkout, joins that one:
 * the same checkout for every start (a double click, a second tab, five at once). An open checkout over an hour
 * old or in another currency is cancelled and replaced in one batch (if the payer still pays it, the staff digest
 * lists the second payment for a refund). Another payer's open checkout is not joined ("taken"). A payment for no
 * application is always new.
 */
export async function claimCheckout(db: Db, payment: NewPayment): Promise<CheckoutClaim> {
  const { applicationId } = payment;
  let replacing: number | undefined;
  // Each turn either writes the row or finds the one that beat it; a few turns cover a row that closes meanwhile.
  for (let turn = 0; turn < 4; turn++) {
    const inserted = await insertPendingPayment(db, { ...payment, replacing });
    if (inserted) return { kind: "new", payment: inserted };
    if (applicationId === null || applicationId === undefined) break;
    const open = await findOpenCheckout(db, applicationId, payment.service.key);
    if (!open) continue;
    if (!joinable(open, payment.charge.currency)) {
      replacing = open.id;
      continue;
    }
    replacing = undefined;
    if (!samePayer(open, payment)) return { kind: "taken", payment: open };
    const claim = await awaitCheckout(db, open);
    if (claim) return claim;
  }
  throw new Error("payments: no open checkout could be written or found");
}
