import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/universities";

export const meta: Route.MetaFunction = () => [{ title: "Partner Universities | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="Partner Universities" />;
}
