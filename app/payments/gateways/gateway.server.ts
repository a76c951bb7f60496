/** Which gateway charged a payment (payments.gateway). */
export type GatewayName = "sandbox" | "flutterwave";

export type CheckoutRequest = {
  /** Our unique reference for this payment (payments.tx_ref). */
  txRef: string;
  /** Major units (whole dollars for USD), as the catalogue priced it. */
  amount: number;
  currency: string;
  /** Where the gateway sends the payer back, with `status`, `tx_ref` and `transaction_id` appended. */
  redirectUrl: string;
  customer: { email: string; name: string; phone: string };
  title: string;
  description: string;
};

/** The gateway's own view of one transaction, read from its verify endpoint. */
export type GatewayTransaction = {
  /** The gateway's transaction id (Flutterwave's numeric `data.id`, as text). */
  id: string;
  txRef: string;
  status: "successful" | "failed" | "cancelled" | "pending";
  amount: number;
  currency: string;
};

/**
 * What the site needs from a payment gateway. Flutterwave Standard implements it (flutterwave.server.ts), the
 * local sandbox speaks the same protocol (sandbox.server.ts); Paystack would be a third implementation.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** Creates a hosted checkout and answers the link to send the payer to. Throws GatewayError. */
  createCheckout(request: CheckoutRequest): Promise<{ link: string }>;
  /** Asks the gateway about a transaction: undefined when it does not know the id. Throws GatewayError. */
  verifyTransaction(transactionId: string): Promise<GatewayTransaction | undefined>;
  /** True when a webhook request carries the gateway's signature. Never trust the body beyond that. */
  verifyWebhookSignature(headers: Headers, rawBody: string): Promise<boolean>;
  /**
   * For gateways whose webhook signature is a header alone (Flutterwave's static verif-hash): checked before a
   * byte of the body is read. Gateways that sign the body (Paystack's HMAC) leave it out.
   */
  verifyWebhookHeaders?(headers: Headers): Promise<boolean>;
}

/** The gateway could not be reached or answered something we cannot use: worth a retry later. */
export class GatewayError extends Error {
  override name = "GatewayError";
}
