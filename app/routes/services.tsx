import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => [{ title: "Our Services | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="Our Services" />;
}
