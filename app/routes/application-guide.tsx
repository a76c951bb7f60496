import type { ReactNode } from "react";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { Icon, type IconName } from "~/components/icons";
import { ActionLinks } from "~/components/action-links";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { fixedPageMeta } from "~/lib/page-meta";
import { type PolicyHandle, PUBLIC_PAGE } from "~/security/route-policy";

export const handle = { policy: PUBLIC_PAGE } satisfies PolicyHandle;

export const meta = fixedPageMeta(m.content_guide_title, m.content_guide_meta_description);

// The lists and steps are functions: each message reads the page's language when called, at render.
const documents = () => [
  m.content_guide_doc_passport(),
  m.content_guide_doc_diploma(),
  m.content_guide_doc_transcripts(),
  m.content_guide_doc_language(),
  m.content_guide_doc_photos(),
  m.content_guide_doc_motivation(),
];

const visaRequirements = () => [
  m.content_guide_visa_acceptance(),
  m.content_guide_visa_passport(),
  m.content_guide_visa_form(),
  m.content_guide_visa_funds(),
  m.content_guide_visa_insurance(),
  m.content_guide_visa_accommodation(),
];

/** A step: its text, then what more it offers (a checklist, links). */
type Step = { icon: IconName; title: string; text: string; more?: ReactNode };

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

/** A step's next moves, as small buttons, each in its own button style. */
function StepLinks({ links }: { links: { to: string; label: string; style: string }[] }) {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={`${link.style} text-sm`}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}

const steps = (): Step[] => [
  {
    icon: "book-open",
    title: m.content_guide_choose_title(),
    text: m.content_guide_choose_text(),
    more: (
      <StepLinks
        links={[
          { to: "/programs", label: m.content_guide_browse_programs(), style: "btn-brand" },
          { to: "/contact", label: m.content_guide_talk_to_adviser(), style: "btn-secondary" },
        ]}
      />
    ),
  },
  {
    icon: "file-text",
    title: m.content_guide_documents_title(),
    text: m.content_guide_documents_text(),
    more: <Checklist items={documents()} label={m.content_guide_documents_label()} />,
  },
  { icon: "send", title: m.content_guide_submit_title(), text: m.content_guide_submit_text() },
  { icon: "award", title: m.content_guide_acceptance_title(), text: m.content_guide_acceptance_text() },
  {
    icon: "plane",
    title: m.content_guide_visa_title(),
    text: m.content_guide_visa_text(),
    more: (
      <>
        <Checklist items={visaRequirements()} label={m.content_guide_visa_label()} />
        <Link
          to="/services"
          className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          {m.content_guide_visa_link()} <Icon name="arrow-right" className="h-4 w-4 rtl:-scale-x-100" />
        </Link>
      </>
    ),
  },
  {
    icon: "check-circle",
    title: m.content_guide_start_title(),
    text: m.content_guide_start_text(),
    more: (
      <StepLinks
        links={[
          { to: "/apply", label: m.apply_now(), style: "btn-primary" },
          { to: "/contact", label: m.content_contact_us(), style: "btn-secondary" },
        ]}
      />
    ),
  },
];

export default function ApplicationGuide() {
  return (
    <>
      <PageHero
        size="compact"
        eyebrow={m.content_guide_title()}
        title={m.content_guide_hero_title()}
        subtitle={m.content_guide_hero_subtitle()}
        primary={{ to: "/apply", label: m.apply_now() }}
        crumb={m.content_guide_title()}
      />

      <div className="container py-14">
        <ol
          className="relative mx-auto max-w-3xl space-y-10 border-s-2 border-brand-100 ps-8"
          data-testid="guide-steps"
        >
          {steps().map((step, i) => (
            <li key={step.title} className="relative">
              <span className="absolute -start-[3.1rem] flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white ring-4 ring-gray-50">
                {i + 1}
              </span>
              <div className="card p-6">
                <h2 className="flex items-center gap-2 text-xl font-bold text-brand-900">
                  <Icon name={step.icon} className="h-6 w-6 text-accent-500" />
                  <span>
                    <span className="sr-only">{m.content_guide_step_number({ number: i + 1 })} </span>
                    {step.title}
                  </span>
                </h2>
                <div className="mt-3 leading-relaxed text-gray-700">
                  <p>{step.text}</p>
                  {step.more}
                </div>
              </div>
            </li>
          ))}
        </ol>

        <CtaBand
          id="questions"
          title={m.content_guide_questions_title()}
          text={m.content_guide_questions_text()}
          className="mx-auto mt-16 max-w-3xl"
          narrow
        >
          <ActionLinks
            tone="hero"
            primary={{ to: "/contact", label: m.content_contact_us() }}
            secondary={[{ to: "/programs", label: m.content_guide_explore_programs() }]}
            className="mt-8 flex flex-wrap justify-center gap-3"
          />
        </CtaBand>
      </div>
    </>
  );
}
