import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => [{ title: "About Us | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="About Us" />;
}
