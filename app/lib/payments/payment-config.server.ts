import { z } from "zod";
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

/** Parses the payment configuration, failing fast with the name of what is missing. */
export function paymentConfig(env: PaymentEnv): PaymentConfig {
  const result = PaymentConfigSchema.safeParse({ PAYMENT_GATEWAY: "sandbox", ...definedOnly(env) });
  if (!result.success) {
    throw new Error(`Invalid payment configuration: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** The gateway PAYMENT_GATEWAY names ('sandbox' by default). */
export function gatewayFromEnv(env: PaymentEnv): PaymentGateway {
  const config = paymentConfig(env);
  if (config.PAYMENT_GATEWAY === "flutterwave") {
    return flutterwaveGateway({ secretKey: config.FLUTTERWAVE_SECRET_KEY, webhookHash: config.FLUTTERWAVE_WEBHOOK_HASH });
  }
  return sandboxGateway({ DB: env.DB, webhookHash: config.SANDBOX_WEBHOOK_HASH });
}

/** True when this deployment runs the local sandbox gateway (its pages and endpoints answer 404 otherwise). */
export function sandboxEnabled(env: PaymentEnv) {
  return (env.PAYMENT_GATEWAY ?? "sandbox") === "sandbox";
}

function definedOnly(env: PaymentEnv) {
  const { PAYMENT_GATEWAY, FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH, SANDBOX_WEBHOOK_HASH } = env;
  return Object.fromEntries(
    Object.entries({ PAYMENT_GATEWAY, FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH, SANDBOX_WEBHOOK_HASH }).filter(
      ([, v]) => v !== undefined && v !== "",
    ),
  );
}
