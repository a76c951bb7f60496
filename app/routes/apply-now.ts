import { redirect } from "react-router";
import type { Route } from "./+types/apply-now";

// The spec's breadcrumb points at /apply-now; it is a permanent alias of /apply that keeps the query.
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/apply${search}`, 301);
}
