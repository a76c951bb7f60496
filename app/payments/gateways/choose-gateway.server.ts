import { bindings, paymentConfig, sandboxGatewaySelected, type PaymentEnv } from "~/config.server";
import { m } from "~/i18n/paraglide/messages";
import { isLocalHost } from "~/lib/local-host";
import { flutterwaveGateway } from "./flutterwave.server";
import type { PaymentGateway } from "./gateway.server";
import { sandboxGateway } from "./sandbox.server";

export type { PaymentEnv };

// Each function takes the env object it was given (the consumer's handlers, tests) or, without one, the Worker's
// own: the configuration module reads it (paymentConfig, sandboxGatewaySelected, bindings).

/** The gateway PAYMENT_GATEWAY names (Flutterwave by default). */
export function gatewayFromEnv(vars?: PaymentEnv): PaymentGateway {
  const config = paymentConfig(vars);
  if (config.PAYMENT_GATEWAY === "flutterwave") {
    return flutterwaveGateway({
      secretKey: config.FLUTTERWAVE_SECRET_KEY,
      webhookHash: config.FLUTTERWAVE_WEBHOOK_HASH,
    });
  }
  return sandboxGateway({ DB: bindings(vars).db, webhookHash: config.SANDBOX_WEBHOOK_HASH });
}

/** True when this deployment runs the local sandbox gateway (its pages and endpoints answer 404 otherwise). */
export function sandboxEnabled(vars?: PaymentEnv) {
  return sandboxGatewaySelected(vars);
}

/** True when this request may reach the sandbox gateway: enabled by local configuration and asked on localhost. */
export function sandboxServed(vars: PaymentEnv | undefined, url: string) {
  return sandboxEnabled(vars) && isLocalHost(new URL(url).hostname);
}

/**
 * Why payments must not start for a request to `origin`, or undefined when they may. The sandbox marks payments
 * successful for anyone who clicks Pay: a Worker configured with it but reached on a public host refuses.
 */
export function paymentsRefusal(vars: PaymentEnv | undefined, origin: string): string | undefined {
  if (sandboxEnabled(vars) && !isLocalHost(new URL(origin).hostname)) {
    return `PAYMENT_GATEWAY is "sandbox" but this request came to ${new URL(origin).host}: the sandbox gateway only runs on localhost. Set PAYMENT_GATEWAY = "flutterwave" and its secrets (see README, Deploy).`;
  }
  return undefined;
}

/**
 * What a visitor is told when payments are refused (the log names the exact configuration problem), in the language
 * of the request: paymentsSwitchedOff(). PAYMENTS_SWITCHED_OFF is its English text (the JSON API's, which the tests
 * compare with).
 */
export const paymentsSwitchedOff = () => m.payments_error_switched_off();
export const PAYMENTS_SWITCHED_OFF =
  "Online payments are switched off on this site: its payment gateway is not configured for public use. Please contact us to pay for your service.";

/**
 * The gateway for a payment started on `origin`, or why none may be used: the sandbox off localhost, or a
 * Flutterwave configuration without its secret. Logged once per refusal with the reason.
 */
export function gatewayForOrigin(
  vars: PaymentEnv | undefined,
  origin: string,
): { gateway: PaymentGateway } | { refused: string } {
  const refusal = paymentsRefusal(vars, origin);
  if (refusal) {
    console.error(`payments: refused to start a payment. ${refusal}`);
    return { refused: paymentsSwitchedOff() };
  }
  try {
    return { gateway: gatewayFromEnv(vars) };
  } catch (error) {
    console.error("payments: refused to start a payment.", error instanceof Error ? error.message : error);
    return { refused: paymentsSwitchedOff() };
  }
}
