import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/programs-catalog";

export const meta: Route.MetaFunction = () => [{ title: "Programs Catalog | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="Programs Catalog" />;
}
