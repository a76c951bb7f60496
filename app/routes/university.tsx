// Minimal /universities/:id until the university page issue lands: the sidebar consultation form and its action.
import { consultationAction } from "~/components/consultation/consultation-action.server";
import { ConsultationSection } from "~/components/consultation/consultation-section";
import { parsePositiveId } from "~/lib/ids";
import type { Route } from "./+types/university";

export const meta: Route.MetaFunction = () => [
  { title: "University | Istanbul Study Gateway" },
  { name: "description", content: "Programs, tuition and free guidance for this partner university in Istanbul." },
];

export function action(args: Route.ActionArgs) {
  return consultationAction(args);
}

export default function Page({ params }: Route.ComponentProps) {
  return (
    <section className="container py-16">
      <h1 className="text-3xl font-bold text-brand-900">University</h1>
      <aside className="card mt-8 max-w-md p-6" aria-label="Request Information">
        <h2 className="text-xl font-bold text-brand-900">Request Information</h2>
        <ConsultationSection variant="sidebar" universityId={parsePositiveId(params.id)} headingLevel={3} className="mt-4" />
      </aside>
    </section>
  );
}
