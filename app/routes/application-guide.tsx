import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/application-guide";

export const meta: Route.MetaFunction = () => [{ title: "Application Guide | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="Application Guide" />;
}
