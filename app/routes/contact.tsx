import { PagePlaceholder } from "~/components/page-placeholder";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => [{ title: "Contact Us | Istanbul Study Gateway" }];

export default function Page() {
  return <PagePlaceholder title="Contact Us" />;
}
