import { bindings, paymentConfig, sandboxGatewaySelected, type PaymentEnv } from "~/config.server";
import { m } from "~/i18n/paraglide/messages";
import { isLocalHost } from "~/lib/local-host";
import { flutterwaveGateway } from "./flutterwave.server";
import { type GatewayName, type GatewayProtocol, PROTOCOL_OF, type PaymentGateway } from "./gateway.server";
import { sandboxGatewayFor } from "./local-sandbox.server";
import { paystackGateway } from "./paystack.server";

export type { PaymentEnv };

// Each function takes the env object it was given (the consumer's handlers, tests) or, without one, the Worker's
// own: the configuration module reads it (paymentConfig, sandboxGatewaySelected, bindings).

/** The primary gateway, the one PAYMENT_GATEWAY names (Flutterwave by default). Throws on a bad configuration. */
export function gatewayFromEnv(vars?: PaymentEnv): PaymentGateway {
  return buildGateway(paymentConfig(vars).PAYMENT_GATEWAY, vars);
}

/** The secondary gateway PAYMENT_GATEWAY_SECONDARY names, or undefined when there is none. */
export function secondaryGateway(vars?: PaymentEnv): PaymentGateway | undefined {
  const name = paymentConfig(vars).PAYMENT_GATEWAY_SECONDARY;
  return name ? buildGateway(name, vars) : undefined;
}

/** The gateway called `name` if this deployment is configured with it (primary or secondary), else undefined. */
export function configuredGateway(name: string, vars?: PaymentEnv): PaymentGateway | undefined {
  const config = paymentConfig(vars);
  return name === config.PAYMENT_GATEWAY || name === config.PAYMENT_GATEWAY_SECONDARY
    ? buildGateway(name as GatewayName, vars)
    : undefined;
}

/** The configured gateway that speaks `protocol` (its webhook route's), or undefined when none does. */
export function gatewayForProtocol(protocol: GatewayProtocol, vars?: PaymentEnv): PaymentGateway | undefined {
  const config = paymentConfig(vars);
  const name = [config.PAYMENT_GATEWAY, config.PAYMENT_GATEWAY_SECONDARY].find(
    (chosen) => chosen && PROTOCOL_OF[chosen] === protocol,
  );
  return name ? buildGateway(name, vars) : undefined;
}

function buildGateway(name: GatewayName, vars?: PaymentEnv): PaymentGateway {
  const config = paymentConfig(vars);
  switch (name) {
    case "flutterwave":
      return flutterwaveGateway({
        secretKey: config.FLUTTERWAVE_SECRET_KEY ?? "",
        webhookHash: config.FLUTTERWAVE_WEBHOOK_HASH,
      });
    case "paystack":
      return paystackGateway({ secretKey: config.PAYSTACK_SECRET_KEY ?? "" });
    case "sandbox":
    case "paystack-sandbox":
      // Only in a build with the sandboxes (npm start, npm test); a production build throws here.
      return sandboxGatewayFor(name, { DB: bindings(vars).db, webhookHash: config.SANDBOX_WEBHOOK_HASH });
  }
}

/** True when this deployment runs a local sandbox gateway (its pages and endpoints answer 404 otherwise). */
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
    return `PAYMENT_GATEWAY or PAYMENT_GATEWAY_SECONDARY names a local sandbox but this request came to ${new URL(origin).host}: the sandbox gateways only run on localhost. Set PAYMENT_GATEWAY = "flutterwave" (and PAYMENT_GATEWAY_SECONDARY = "paystack") with their secrets (see README, Deploy).`;
  }
  return undefined;
}

/**
 * What a visitor is told when payments are refused (the log names the exact configuration problem), in the language
 * of the request.
 */
export const paymentsSwitchedOff = () => m.payments_error_switched_off();

/**
 * The gateways for a payment started on `origin` (the primary, and the secondary when there is one), or why none
 * may be used: a sandbox off localhost, or a configuration without its secret. Logged once per refusal with the
 * reason.
 */
export function gatewayForOrigin(
  vars: PaymentEnv | undefined,
  origin: string,
): { gateway: PaymentGateway; secondary?: PaymentGateway } | { refused: string } {
  const refusal = paymentsRefusal(vars, origin);
  if (refusal) {
    console.error(`payments: refused to start a payment. ${refusal}`);
    return { refused: paymentsSwitchedOff() };
  }
  try {
    return { gateway: gatewayFromEnv(vars), secondary: secondaryGateway(vars) };
  } catch (error) {
    console.error("payments: refused to start a payment.", error instanceof Error ? error.message : error);
    return { refused: paymentsSwitchedOff() };
  }
}
