import { Link } from "~/i18n/link";
import { CheckList } from "~/components/payments/check-list";
import { PaymentIcon } from "~/components/payments/payment-icons";
import { StatusPanel } from "~/components/status-panel";
import { formatPrice } from "~/lib/money";
import type { Service } from "~/models/services.server";
import type { Route } from "./+types/services";
import { loadServicesPage } from "./services.server";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Our Services",
    description:
      "Student visa and Turkish residency support packages for Nigerian students going to Istanbul: Basic, Standard, Residency Support and Full Support, plus add-on services.",
  });

export const loader = () => loadServicesPage();

export default function Services({ loaderData }: Route.ComponentProps) {
  const { packages, addons, failed } = loaderData;
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="container py-16">
          <h1 className="text-4xl font-extrabold">Our Services</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Professional help with your student visa, your documents and your Turkish residence permit, from our teams
            in Kano, Lagos and Istanbul.
          </p>
        </div>
      </section>

      {failed ? (
        <section className="container py-16">
          <StatusPanel
            tone="error"
            title="Error loading services"
            message="Please try again later or contact our support team for assistance."
          />
        </section>
      ) : (
        <>
          <section className="container py-14" aria-labelledby="packages-heading">
            <h2 id="packages-heading" className="text-2xl font-bold">
              Support Packages
            </h2>
            <p className="mt-2 text-gray-600">Choose the level of support that fits your journey.</p>
            <ul className="mt-8 grid list-none gap-6 pl-0 md:grid-cols-2 lg:grid-cols-4">
              {packages.map((service) => (
                <ServiceCard key={service.key} service={service} />
              ))}
            </ul>
          </section>

          <section className="container pb-14" aria-labelledby="addons-heading">
            <h2 id="addons-heading" className="text-2xl font-bold">
              Add-on Services
            </h2>
            <p className="mt-2 text-gray-600">Need help with one step only? Add exactly what you need.</p>
            <ul className="mt-8 grid list-none gap-6 pl-0 md:grid-cols-3">
              {addons.map((service) => (
                <ServiceCard key={service.key} service={service} />
              ))}
            </ul>
          </section>
        </>
      )}

      <section className="container pb-16">
        <div
          className="flex gap-3 rounded-xl border border-solid border-amber-200 bg-amber-50 p-5 text-amber-900"
          role="note"
        >
          <PaymentIcon name="info" className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <p className="font-semibold">Important information about pricing</p>
            <p className="mt-1 text-sm">
              Prices are service fees only. External costs such as visa appointment fees, stamps and Turkish residency
              charges are extra and paid separately. Payment is required before the service begins.
            </p>
          </div>
        </div>
        <p className="mt-8 text-center text-gray-600">
          Not sure which package is right for you?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Contact us
          </Link>{" "}
          for a free consultation.
        </p>
      </section>
    </>
  );
}

function ServiceCard({ service }: { service: Service }) {
  return (
    <li
      className={`card relative flex flex-col p-6 ${service.featured ? "border-2 border-solid border-accent-500 shadow-md" : ""}`}
      data-testid={`service-${service.key}`}
    >
      {service.featured && (
        <span className="absolute -top-3 left-6 rounded-full bg-accent-500 px-3 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
          Most Popular
        </span>
      )}
      <div className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <PaymentIcon name={service.iconName} className="h-6 w-6" />
      </div>
      <h3 className="mt-4 text-lg font-bold">{service.name}</h3>
      <p className="mt-2">
        <span className="text-3xl font-extrabold text-brand-900">{formatPrice(service.price, service.currency)}</span>
        <span className="ml-1 text-sm text-gray-500">service fee</span>
      </p>
      <p className="mt-3 text-sm text-gray-600">{service.description}</p>
      <CheckList
        items={service.features}
        className="mt-4 flex-1 list-none space-y-2 pl-0 text-sm"
        tickClassName="mt-0.5"
      />
      <Link
        to={`/payments?service=${encodeURIComponent(service.key)}`}
        className={`${service.featured ? "btn-primary" : "btn-secondary"} mt-6 box-border w-full border-solid no-underline`}
        aria-label={`Request Service: ${service.name}`}
      >
        Request Service
      </Link>
    </li>
  );
}
