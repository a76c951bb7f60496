import type { ReactNode } from "react";
import { Link } from "~/i18n/link";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Icon, type IconName } from "~/components/icons";
import { ActionLinks } from "~/components/action-links";
import { PageHero } from "~/components/page-hero";
import type { Route } from "./+types/application-guide";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Application Guide",
    description:
      "How to apply to a university in Istanbul in six steps: choosing a program, the documents you need, the application, your acceptance letter and the Turkish student visa.",
  });

const DOCUMENTS = [
  "Valid passport (valid for at least 6 months)",
  "High school diploma or bachelor's certificate",
  "Academic transcripts",
  "English or Turkish proficiency certificate (if applicable)",
  "Passport photos on a white background",
  "Motivation letter",
];

const VISA_REQUIREMENTS = [
  "Acceptance letter from the university",
  "Passport valid for at least 6 months beyond your intended stay",
  "Completed visa application form",
  "Proof of tuition payment or financial support",
  "Travel health insurance",
  "Accommodation details",
];

type Step = { icon: IconName; title: string; body: ReactNode };

function Checklist({ items, label }: { items: string[]; label: string }) {
  return (
    <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-gray-700">
          <Icon name="check-circle" className="mt-0.5 h-5 w-5 shrink-0 text-green-600" /> {item}
        </li>
      ))}
    </ul>
  );
}

const STEPS: Step[] = [
  {
    icon: "book-open",
    title: "Choose Your Program",
    body: (
      <>
        <p>
          Browse programs at our partner universities and shortlist the ones that match your interests, your results and
          your budget. Not sure yet? Our advisers will help you decide.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/programs" className="btn-brand text-sm">
            Browse Programs
          </Link>
          <Link to="/contact" className="btn-secondary text-sm">
            Talk to an Adviser
          </Link>
        </div>
      </>
    ),
  },
  {
    icon: "file-text",
    title: "Prepare Your Documents",
    body: (
      <>
        <p>Gather these documents. We check every one of them before anything is submitted.</p>
        <Checklist items={DOCUMENTS} label="Documents to prepare" />
      </>
    ),
  },
  {
    icon: "send",
    title: "Submit Application",
    body: (
      <p>
        We submit your application to the universities you chose and track its progress with their admissions offices,
        keeping you informed at every stage.
      </p>
    ),
  },
  {
    icon: "award",
    title: "Receive Acceptance Letter",
    body: (
      <p>
        Once the university admits you, you receive your acceptance letter, with the tuition and enrolment deadlines. We
        explain every line and help you confirm your place.
      </p>
    ),
  },
  {
    icon: "plane",
    title: "Apply for Student Visa",
    body: (
      <>
        <p>
          With your acceptance letter you can apply for a Turkish student visa. Our visa support is optional and charged
          separately. You will need:
        </p>
        <Checklist items={VISA_REQUIREMENTS} label="Student visa requirements" />
        <Link
          to="/services"
          className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          See our visa support packages <Icon name="arrow-right" className="h-4 w-4" />
        </Link>
      </>
    ),
  },
  {
    icon: "check-circle",
    title: "Start Your Application Today",
    body: (
      <>
        <p>Ready to begin? Send your application now, or talk to us first: a consultation is free.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/apply" className="btn-primary text-sm">
            Apply Now
          </Link>
          <Link to="/contact" className="btn-secondary text-sm">
            Contact Us
          </Link>
        </div>
      </>
    ),
  },
];

export default function ApplicationGuide() {
  return (
    <>
      <PageHero
        size="compact"
        eyebrow="Application Guide"
        title="How to Apply to a University in Istanbul"
        subtitle="Six steps from choosing your program to arriving on campus, and what you need for each of them."
        primary={{ to: "/apply", label: "Apply Now" }}
      />
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Application Guide" }]} />

      <div className="container py-14">
        <ol
          className="relative mx-auto max-w-3xl space-y-10 border-l-2 border-brand-100 pl-8"
          data-testid="guide-steps"
        >
          {STEPS.map((step, i) => (
            <li key={step.title} className="relative">
              <span className="absolute -left-[3.1rem] flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white ring-4 ring-gray-50">
                {i + 1}
              </span>
              <div className="card p-6">
                <h2 className="flex items-center gap-2 text-xl font-bold text-brand-900">
                  <Icon name={step.icon} className="h-6 w-6 text-accent-500" />
                  <span>
                    <span className="sr-only">Step {i + 1}: </span>
                    {step.title}
                  </span>
                </h2>
                <div className="mt-3 leading-relaxed text-gray-700">{step.body}</div>
              </div>
            </li>
          ))}
        </ol>

        <section
          className="mx-auto mt-16 max-w-3xl rounded-2xl bg-brand-900 px-6 py-12 text-center text-white"
          aria-labelledby="questions"
        >
          <h2 id="questions" className="text-2xl font-bold">
            Still Have Questions?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            Every student's situation is different. Our advisers answer within 24 hours and help you plan each step.
          </p>
          <ActionLinks
            tone="hero"
            primary={{ to: "/contact", label: "Contact Us" }}
            secondary={[{ to: "/programs", label: "Explore Programs" }]}
            className="mt-8 flex flex-wrap justify-center gap-3"
          />
        </section>
      </div>
    </>
  );
}
