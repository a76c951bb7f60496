import { useRouteLoaderData } from "react-router";
import { Link } from "~/i18n/link";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Icon, type IconName } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/about";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "About Us",
    description:
      "Who we are: an education consultancy with offices in Kano and Lagos and a representative in Istanbul, guiding Nigerian students to accredited universities in Turkey.",
  });

const VALUES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "shield-check",
    title: "Integrity",
    text: "Honest advice about universities, costs and your chances, written agreements and no hidden fees. We recommend what fits you, not what pays us most.",
  },
  {
    icon: "award",
    title: "Excellence",
    text: "Accredited partner universities only, carefully checked documents and applications prepared to the standard admissions offices expect.",
  },
  {
    icon: "heart",
    title: "Accessibility",
    text: "Free consultations, fees that families can plan for and advisers you can reach by phone, WhatsApp or in our offices in Kano and Lagos.",
  },
];

const SERVICES = [
  "Choosing a university and program that match your goals and budget",
  "Preparing, checking and submitting your application documents",
  "Following up with admissions offices until you hold your acceptance letter",
  "Student visa guidance and, after arrival, help with your residence permit",
];

export default function About() {
  const config = useRouteLoaderData<typeof rootLoader>("root")?.config;
  return (
    <>
      <PageHero
        size="compact"
        eyebrow="About Us"
        title="Your Trusted Partner for Studying in Istanbul"
        subtitle="We help students from Nigeria and across Africa earn internationally recognised degrees at accredited private universities in Turkey."
      />
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "About Us" }]} />

      <div className="container space-y-16 py-14">
        <section className="grid gap-10 lg:grid-cols-2" aria-labelledby="our-story">
          <div>
            <h2 id="our-story" className="text-3xl font-bold text-brand-900">
              Our Story
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-gray-700">
              <p>
                We started as a small team of graduates who had studied in Istanbul themselves. Back home, friends and
                families kept asking the same questions: which universities are real, what does it truly cost, and how
                do you get a student visa without paying an agent twice?
              </p>
              <p>
                Today we answer those questions for families across Nigeria from our offices in Kano and Lagos, with a
                representative in Istanbul who meets our students when they arrive. We work directly with accredited
                partner universities, which lets us negotiate special tuition arrangements for our students.
              </p>
              <p>
                Our job is finished only when you are enrolled, settled and studying, and many of our students stay in
                touch long after that.
              </p>
            </div>
          </div>
          <div className="card p-6">
            <h3 className="text-lg font-bold text-brand-900">What we do for you</h3>
            <ul className="mt-4 space-y-3">
              {SERVICES.map((s) => (
                <li key={s} className="flex items-start gap-2 text-gray-700">
                  <Icon name="check-circle" className="mt-0.5 h-5 w-5 shrink-0 text-green-600" /> {s}
                </li>
              ))}
            </ul>
            {config && (
              <ul className="mt-6 space-y-2 border-t border-gray-100 pt-4 text-sm text-gray-600">
                {config.offices.map((o) => (
                  <li key={o.city} className="flex items-start gap-2">
                    <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                    <span>
                      <span className="font-medium text-gray-900">
                        {o.city}
                        {o.representative ? " representative" : " office"}:
                      </span>{" "}
                      {o.address}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>

        <section aria-labelledby="our-values">
          <h2 id="our-values" className="text-center text-3xl font-bold text-brand-900">
            Our Values
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {VALUES.map((v) => (
              <li key={v.title} className="card p-6 text-center">
                <Icon name={v.icon} className="mx-auto h-10 w-10 text-accent-500" />
                <h3 className="mt-4 text-xl font-semibold text-brand-900">{v.title}</h3>
                <p className="mt-2 text-gray-700">{v.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="rounded-2xl bg-brand-900 px-6 py-12 text-center text-white" aria-labelledby="talk-to-us">
          <h2 id="talk-to-us" className="text-2xl font-bold sm:text-3xl">
            Ready to talk about your future?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            Book a free consultation: we reply within 24 hours, Monday to Friday, 9AM-5PM.
          </p>
          <Link to="/contact" className="btn-primary mt-8">
            Contact Us Today <Icon name="arrow-right" className="h-4 w-4" />
          </Link>
        </section>
      </div>
    </>
  );
}
