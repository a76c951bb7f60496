import { Hono } from "hono";
import { webhookFields } from "~/lib/signed-webhook.server";
import { GatewayError } from "~/payments/gateways/gateway.server";
import { fieldsOf } from "~/commands/write-command";
import {
  isValidTransactionId,
  isValidTxRef,
  paymentFailoverCommand,
  paymentStartCommand,
  paymentWebhookCommand,
  paystackWebhookCommand,
  verifyPayment,
} from "~/payments/payment-flow.server";
import { runWrite, writeContext } from "~/writes/run-write.server";

// POST /api/payment/initiate, GET /api/payment/verify/:transactionId (spec section 7), POST /api/payment/failover
// (the same payment through the secondary gateway) and the gateways' webhooks, POST /api/payment/webhook
// (Flutterwave) and /api/payment/webhook/paystack. The logic lives in ~/payments/payment-flow.server.ts.

export const paymentsApi = new Hono<{ Bindings: Env }>()
  .use("/payment/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .post("/payment/initiate", async (c) => {
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim();
    if (!/^application\/([\w.-]+\+)?json$/i.test(mediaType)) {
      const error = `Send the payment request as JSON (Content-Type: application/json), not '${mediaType || "nothing"}'.`;
      return c.json({ success: false, error, message: error }, 415);
    }
    const input: unknown = await c.req.json().catch(() => undefined);
    if (input === undefined) {
      const error = "Expected a JSON body";
      return c.json({ success: false, error, message: error }, 400);
    }
    const fields = { ...fieldsOf(input), values: input };
    const { status, body } = await runWrite(paymentStartCommand, fields, writeContext(c.req.raw));
    return c.json(body.success ? body : { ...body, message: body.error }, status);
  })
  .post("/payment/failover", async (c) => {
    const input: unknown = await c.req.json().catch(() => undefined);
    const { status, body } = await runWrite(paymentFailoverCommand, fieldsOf(input), writeContext(c.req.raw));
    return c.json(body.success ? body : { ...body, message: body.error }, status);
  })
  .get("/payment/verify/:transactionId", async (c) => {
    const transactionId = c.req.param("transactionId");
    if (!isValidTransactionId(transactionId)) {
      return c.json(
        { success: false, message: "Invalid transaction id: use the transaction_id the payment gateway returned." },
        400,
      );
    }
    // The pair the gateway's redirect carries: a transaction id alone is sequential and guessable.
    const txRef = c.req.query("tx_ref");
    if (!isValidTxRef(txRef)) {
      const message =
        "Add the payment's reference: /api/payment/verify/{transaction_id}?tx_ref={tx_ref}, both as the payment gateway returned them.";
      return c.json({ success: false, message }, 400);
    }
    try {
      const { success } = await verifyPayment(transactionId, txRef);
      return c.json({ success });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      console.error("payments: verify failed", error.message);
      return c.json(
        { success: false, message: "The payment gateway could not be reached. Please try again later." },
        502,
      );
    }
  })
  .post("/payment/webhook", async (c) => {
    const fields = webhookFields(c.req.raw.headers, await c.req.text());
    const { status, body } = await runWrite(paymentWebhookCommand, fields, writeContext(c.req.raw));
    return c.json(body, status);
  })
  .post("/payment/webhook/paystack", async (c) => {
    // x-paystack-signature is an HMAC of these exact bytes: read as text, checked before it is parsed.
    const fields = webhookFields(c.req.raw.headers, await c.req.text());
    const { status, body } = await runWrite(paystackWebhookCommand, fields, writeContext(c.req.raw));
    return c.json(body, status);
  });
