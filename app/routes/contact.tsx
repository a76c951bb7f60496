// Minimal /contact until the contact page issue lands: the consultation form and its action.
import { consultationAction } from "~/components/consultation/consultation-action.server";
import { ConsultationSection } from "~/components/consultation/consultation-section";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => [
  { title: "Contact Us | Istanbul Study Gateway" },
  { name: "description", content: "Ask for a free consultation about studying in Istanbul. We reply within 24 hours." },
];

export function action(args: Route.ActionArgs) {
  return consultationAction(args);
}

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-3xl font-bold text-brand-900">Contact Us</h1>
      <ConsultationSection variant="contact" className="card mt-8 p-6" />
    </section>
  );
}
