import type { Page } from "@playwright/test";
import { queryLocalD1 } from "./local-state";

// The payment steps the payment specs share (payments.spec.ts, paystack.spec.ts): the payer's billing fields, the
// payment's row and the e-mails it sent, read from the local D1.

export type PaymentRow = {
  id: number;
  tx_ref: string;
  service_key: string;
  amount: number;
  status: string;
  gateway: string;
  gateway_transaction_id: string | null;
  receipt_status: string;
};
export type MailRow = { key: string; recipient: string; status: string };
export type Payer = { name: string; email: string; phone: string };

/** The payer's three billing fields on /payments, by their labels. */
export async function fillBilling(page: Page, values: Payer) {
  await page.getByLabel("Full Name").fill(values.name);
  await page.getByLabel("Email Address").fill(values.email);
  await page.getByLabel("Phone Number").fill(values.phone);
}

/** The e-mails a payment sent (receipt, staff notice), by key. */
export const paymentMails = (paymentId: number) =>
  queryLocalD1<MailRow>("SELECT key, recipient, status FROM email_log WHERE key LIKE ? ORDER BY key", [
    `payment:${paymentId}:%`,
  ]);
