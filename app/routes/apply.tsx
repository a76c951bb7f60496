import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/apply";

export const meta: Route.MetaFunction = () => [{ title: "University Application Form | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="University Application Form" />;
}
