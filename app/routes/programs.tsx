import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/programs";

export const meta: Route.MetaFunction = () => [{ title: "Programs | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="Programs" />;
}
