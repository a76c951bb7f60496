import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/programs-legacy";

export const meta: Route.MetaFunction = () => [{ title: "Programs by University | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="Programs by University" />;
}
