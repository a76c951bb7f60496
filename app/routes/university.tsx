import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/university";

export const meta: Route.MetaFunction = () => [{ title: "University | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="University" />;
}
