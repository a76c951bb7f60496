import { Hono } from "hono";
import { GatewayError } from "~/lib/payments/gateway.server";
import { acceptWebhook, initiatePayment, isValidTransactionId, verifyPayment } from "~/payments/payment-flow.server";

// POST /api/payment/initiate, GET /api/payment/verify/:transactionId (spec section 7) and the gateway's
// webhook, POST /api/payment/webhook. The logic lives in ~/payments/payment-flow.server.ts.

export const paymentsApi = new Hono<{ Bindings: Env }>()
  .use("/payment/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .post("/payment/initiate", async (c) => {
    const input: unknown = await c.req.json().catch(() => undefined);
    if (input === undefined) {
      const error = "Expected a JSON body";
      return c.json({ success: false, error, message: error }, 400);
    }
    const { status, body } = await initiatePayment(input, new URL(c.req.url).origin, c.req.raw);
    return c.json(body.success ? body : { ...body, message: body.error }, status);
  })
  .get("/payment/verify/:transactionId", async (c) => {
    const transactionId = c.req.param("transactionId");
    if (!isValidTransactionId(transactionId)) {
      return c.json({ success: false, message: `Invalid transaction id '${transactionId}'` }, 400);
    }
    try {
      const { success } = await verifyPayment(transactionId, c.req.query("tx_ref"));
      return c.json({ success });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      console.error("payments: verify failed", error.message);
      return c.json({ success: false, message: "The payment gateway could not be reached. Please try again later." }, 502);
    }
  })
  .post("/payment/webhook", async (c) => {
    const { status, body } = await acceptWebhook(c.req.raw.headers, await c.req.text());
    return c.json(body, status);
  });
