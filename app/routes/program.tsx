import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/program";

export const meta: Route.MetaFunction = () => [{ title: "Program | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="Program" />;
}
