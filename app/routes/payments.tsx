import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = () => [{ title: "Payment | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="Payment" />;
}
