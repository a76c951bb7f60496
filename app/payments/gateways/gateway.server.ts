/**
 * Which gateway charged a payment (payments.gateway): the real ones, and the local sandboxes that play them
 * ("sandbox" speaks Flutterwave's protocol, "paystack-sandbox" Paystack's).
 */
export const GATEWAY_NAMES = ["flutterwave", "paystack", "sandbox", "paystack-sandbox"] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

/** The protocol a gateway speaks: its webhook route and how a transaction is looked up. */
export type GatewayProtocol = "flutterwave" | "paystack";

export const PROTOCOL_OF: Record<GatewayName, GatewayProtocol> = {
  flutterwave: "flutterwave",
  sandbox: "flutterwave",
  paystack: "paystack",
  "paystack-sandbox": "paystack",
};

/** The gateways that run on this machine only (refused off localhost). */
export const isSandboxGateway = (name: GatewayName) => name === "sandbox" || name === "paystack-sandbox";

export type CheckoutRequest = {
  /** Our unique reference for this payment (payments.tx_ref). */
  txRef: string;
  /** Major units (whole dollars for USD), as the catalogue priced it. */
  amount: number;
  currency: string;
  /**
   * Where the gateway sends the payer back: Flutterwave appends `status`, `tx_ref` and `transaction_id`, Paystack
   * `reference` and `trxref` (both our tx_ref).
   */
  redirectUrl: string;
  customer: { email: string; name: string; phone: string };
  title: string;
  description: string;
};

/** The gateway's own view of one transaction, read from its verify endpoint. */
export type GatewayTransaction = {
  /** The gateway's transaction id (Flutterwave's and Paystack's numeric `data.id`, as text). */
  id: string;
  txRef: string;
  status: "successful" | "failed" | "cancelled" | "pending";
  /** Major units (Paystack's kobo and cents are divided by 100). */
  amount: number;
  currency: string;
};

/** What a signed webhook names: the event, the key to verify the transaction by, and our reference if given. */
export type WebhookEvent = { event: string; transactionId: string; txRef: string | null; completed: boolean };

/**
 * What the site needs from a payment gateway. Flutterwave Standard implements it (flutterwave.server.ts), the
 * local sandbox speaks the same protocol (sandbox.server.ts); Paystack is the second implementation
 * (paystack.server.ts), played locally by paystack-sandbox.server.ts.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /**
   * What verifyTransaction() looks a transaction up by: Flutterwave's transaction id (from the redirect or the
   * webhook), or Paystack's reference (our tx_ref).
   */
  readonly verifiesBy: "transaction-id" | "reference";
  /** Creates a hosted checkout and answers the link to send the payer to. Throws GatewayError. */
  createCheckout(request: CheckoutRequest): Promise<{ link: string }>;
  /**
   * Asks the gateway about a transaction (by the key `verifiesBy` names): undefined when it does not know it.
   * Throws GatewayError.
   */
  verifyTransaction(key: string): Promise<GatewayTransaction | undefined>;
  /** True when a webhook request carries the gateway's signature. Never trust the body beyond that. */
  verifyWebhookSignature(headers: Headers, rawBody: string): Promise<boolean>;
  /**
   * For gateways whose webhook signature is a header alone (Flutterwave's static verif-hash): checked before a
   * byte of the body is read. Gateways that sign the body (Paystack's HMAC) leave it out.
   */
  verifyWebhookHeaders?(headers: Headers): Promise<boolean>;
  /** The transaction a signed webhook body names, or undefined when it names none. */
  readWebhook(json: unknown): WebhookEvent | undefined;
}

/** The gateway could not be reached or answered something we cannot use: worth a retry later. */
export class GatewayError extends Error {
  override name = "GatewayError";
}

/** The name a payer knows a gateway by (a sandbox by the one it plays). */
export const GATEWAY_LABEL: Record<GatewayName, string> = {
  flutterwave: "Flutterwave",
  sandbox: "Flutterwave",
  paystack: "Paystack",
  "paystack-sandbox": "Paystack",
};
