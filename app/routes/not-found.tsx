import { data } from "react-router";
import { type PolicyHandle, NO_PAGE } from "~/security/route-policy";

export const handle = { policy: NO_PAGE } satisfies PolicyHandle;

// Any unknown path: a real HTTP 404, rendered by the root error boundary as components/not-found-panel.tsx.
export function loader() {
  throw data("Not Found", { status: 404 });
}

// A POST reaches here only on a path the edge lets POSTs through (security/post-routes.server.ts) that this build
// does not route: the sandbox gateways' in a production build (docs/decisions/0039). As if it did not exist.
export function action() {
  throw data("Not Found", { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
