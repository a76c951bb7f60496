import { bindings } from "~/config.server";
import { sandboxServed } from "~/payments/gateways/choose-gateway.server";
import { sandboxApiAnswer } from "~/payments/gateways/local-sandbox.server";
import { PERSONAL_PAGE, type PolicyHandle } from "~/security/route-policy";
import type { Route } from "./+types/sandbox-gateway-api";

// The local sandbox gateways' JSON APIs (/sandbox-gateway/v3/*: Flutterwave's, /sandbox-gateway/paystack/*:
// Paystack's). Routed only in builds with the sandboxes (app/routes.ts), and even there they answer only where a
// sandbox is configured and the request came to localhost: elsewhere as if they did not exist.

async function answer(request: Request) {
  const response = sandboxServed(undefined, request.url) ? sandboxApiAnswer(request, bindings().db) : undefined;
  return (
    (await response) ??
    Response.json({ message: "Not Found" }, { status: 404, headers: { "Cache-Control": "no-store" } })
  );
}

export const handle = { policy: { ...PERSONAL_PAGE, post: { group: "payment", body: "form" } } } satisfies PolicyHandle;

export const loader = ({ request }: Route.LoaderArgs) => answer(request);
export const action = ({ request }: Route.ActionArgs) => answer(request);
