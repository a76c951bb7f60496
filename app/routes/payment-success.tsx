import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/payment-success";

export const meta: Route.MetaFunction = () => [{ title: "Payment Confirmation | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="Payment Confirmation" />;
}
