import { paystackSandboxApi, paystackSandboxGateway, PAYSTACK_SANDBOX_PREFIX } from "./paystack-sandbox.server";
import type { PaymentGateway } from "./gateway.server";
import { SANDBOX_PREFIX, sandboxGateway, sandboxGatewayApi } from "./sandbox.server";

// The one door from the site's code to the local sandbox gateways (docs/decisions/0039-sandbox-out-of-production.md).
// Only builds made with SANDBOX_GATEWAYS=on (npm start, npm test, the dev server) get this module; every other
// build, the one `npm run deploy` uploads among them, gets local-sandbox.off.server.ts in its place (vite.config.ts,
// localOnlyModules), so none of the sandboxes' code reaches production.

/** The real Flutterwave or Paystack adapter, wired in-process to the sandbox that plays it. */
export function sandboxGatewayFor(
  name: "sandbox" | "paystack-sandbox",
  { DB, webhookHash }: { DB: D1Database; webhookHash: string | undefined },
): PaymentGateway {
  return name === "sandbox" ? sandboxGateway({ DB, webhookHash }) : paystackSandboxGateway({ DB });
}

/** The sandboxes' JSON APIs (/sandbox-gateway/v3/*, /sandbox-gateway/paystack/*); undefined for any other path. */
export function sandboxApiAnswer(request: Request, DB: D1Database): Promise<Response> | undefined {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith(`${SANDBOX_PREFIX}/v3/`)) return Promise.resolve(sandboxGatewayApi.fetch(request, { DB }));
  if (pathname.startsWith(`${PAYSTACK_SANDBOX_PREFIX}/`))
    return Promise.resolve(paystackSandboxApi.fetch(request, { DB }));
  return undefined;
}
