import { z } from "zod";
import { isLocalHost } from "~/lib/local-host";
import { flutterwaveGateway } from "./flutterwave.server";
import type { PaymentGateway } from "./gateway.server";
import { sandboxGateway } from "./sandbox.server";

/**
 * The bindings the payment code reads, shared by the web Worker and the consumer. The secrets are set with
 * `wrangler secret put FLUTTERWAVE_SECRET_KEY` / `FLUTTERWAVE_WEBHOOK_HASH` (on both Workers), never committed.
 */
export type PaymentEnv = {
  DB: D1Database;
  PAYMENT_GATEWAY?: string;
  FLUTTERWAVE_SECRET_KEY?: string;
  FLUTTERWAVE_WEBHOOK_HASH?: string;
  SANDBOX_WEBHOOK_HASH?: string;
};

const PaymentConfigSchema = z.discriminatedUnion("PAYMENT_GATEWAY", [
  z.object({
    PAYMENT_GATEWAY: z.literal("sandbox"),
    SANDBOX_WEBHOOK_HASH: z.string().min(8).optional(),
  }),
  z.object({
    PAYMENT_GATEWAY: z.literal("flutterwave"),
    FLUTTERWAVE_SECRET_KEY: z.string({ error: "set it with `wrangler secret put FLUTTERWAVE_SECRET_KEY`" }).min(10),
    FLUTTERWAVE_WEBHOOK_HASH: z.string().min(8).optional(),
  }),
]);

export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/**
 * Parses the payment configuration, failing fast with the name of what is missing. An unset PAYMENT_GATEWAY means
 * Flutterwave: the sandbox runs only where local configuration asks for it (scripts/local-env.mjs).
 */
export function paymentConfig(env: PaymentEnv): PaymentConfig {
  const result = PaymentConfigSchema.safeParse({ PAYMENT_GATEWAY: "flutterwave", ...definedOnly(env) });
  if (!result.success) {
    throw new Error(`Invalid payment configuration: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** The gateway PAYMENT_GATEWAY names (Flutterwave by default). */
export function gatewayFromEnv(env: PaymentEnv): PaymentGateway {
  const config = paymentConfig(env);
  if (config.PAYMENT_GATEWAY === "flutterwave") {
    return flutterwaveGateway({ secretKey: config.FLUTTERWAVE_SECRET_KEY, webhookHash: config.FLUTTERWAVE_WEBHOOK_HASH });
  }
  return sandboxGateway({ DB: env.DB, webhookHash: config.SANDBOX_WEBHOOK_HASH });
}

/** True when this deployment runs the local sandbox gateway (its pages and endpoints answer 404 otherwise). */
export function sandboxEnabled(env: PaymentEnv) {
  return env.PAYMENT_GATEWAY === "sandbox";
}

/** True when this request may reach the sandbox gateway: enabled by local configuration and asked on localhost. */
export function sandboxServed(env: PaymentEnv, url: string) {
  return sandboxEnabled(env) && isLocalHost(new URL(url).hostname);
}

/**
 * Why payments must not start for a request to `origin`, or undefined when they may. The sandbox marks payments
 * successful for anyone who clicks Pay: a Worker configured with it but reached on a public host refuses.
 */
export function paymentsRefusal(env: PaymentEnv, origin: string): string | undefined {
  if (sandboxEnabled(env) && !isLocalHost(new URL(origin).hostname)) {
    return `PAYMENT_GATEWAY is "sandbox" but this request came to ${new URL(origin).host}: the sandbox gateway only runs on localhost. Set PAYMENT_GATEWAY = "flutterwave" and its secrets (see README, Deploy).`;
  }
  return undefined;
}

/** What a visitor is told when payments are refused (the log names the exact configuration problem). */
export const PAYMENTS_SWITCHED_OFF =
  "Online payments are switched off on this site: its payment gateway is not configured for public use. Please contact us to pay for your service.";

/**
 * The gateway for a payment started on `origin`, or why none may be used: the sandbox off localhost, or a
 * Flutterwave configuration without its secret. Logged once per refusal with the reason.
 */
export function gatewayForOrigin(env: PaymentEnv, origin: string): { gateway: PaymentGateway } | { refused: string } {
  const refusal = paymentsRefusal(env, origin);
  if (refusal) {
    console.error(`payments: refused to start a payment. ${refusal}`);
    return { refused: PAYMENTS_SWITCHED_OFF };
  }
  try {
    return { gateway: gatewayFromEnv(env) };
  } catch (error) {
    console.error("payments: refused to start a payment.", error instanceof Error ? error.message : error);
    return { refused: PAYMENTS_SWITCHED_OFF };
  }
}

function definedOnly(env: PaymentEnv) {
  const { PAYMENT_GATEWAY, FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH, SANDBOX_WEBHOOK_HASH } = env;
  return Object.fromEntries(
    Object.entries({ PAYMENT_GATEWAY, FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH, SANDBOX_WEBHOOK_HASH }).filter(
      ([, v]) => v !== undefined && v !== "",
    ),
  );
}
