import { sandboxServed, type PaymentEnv } from "~/payments/gateways/choose-gateway.server";
import { PAYSTACK_SANDBOX_PREFIX, paystackSandboxApi } from "~/payments/gateways/paystack-sandbox.server";
import { SANDBOX_PREFIX, sandboxGatewayApi } from "~/payments/gateways/sandbox.server";
import { json, type Render, refuse, type Step } from "./edge";

// The local sandbox payment gateways (their APIs and hosted checkout page): everything of them the edge knows.

/** The sandbox gateways' APIs, by path prefix (render.ts hands them their requests). */
export const SANDBOX_APPS = [
  [`${SANDBOX_PREFIX}/v3/`, sandboxGatewayApi],
  [`${PAYSTACK_SANDBOX_PREFIX}/`, paystackSandboxApi],
] as const;

/**
 * Off unless local configuration asks for it, and then on localhost only: as if the paths did not exist (the site's
 * 404 page for a GET).
 */
export const sandboxGateways =
  (render: Render): Step =>
  async (edge) => {
    const { request, url, env } = edge;
    const isSandbox = url.pathname === SANDBOX_PREFIX || url.pathname.startsWith(`${SANDBOX_PREFIX}/`);
    if (!isSandbox || sandboxServed(env as PaymentEnv, request.url)) return undefined;
    if (request.method === "GET" || request.method === "HEAD") return render(notFoundRequest(request), edge);
    return refuse(edge, json(404, { message: "Not Found" }));
  };

/** The site's 404 page for a path that must look as if it did not exist. */
function notFoundRequest(request: Request) {
  return new Request(new URL("/__not-found", request.url), { method: request.method, headers: request.headers });
}
