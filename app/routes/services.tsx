import { Link } from "~/i18n/link";
import { CheckList } from "~/components/payments/check-list";
import { PaymentIcon } from "~/components/payments/payment-icons";
import { LabelledSection } from "~/components/labelled-section";
import { StatusPanel } from "~/components/status-panel";
import { formatPrice } from "~/catalogue/money";
import type { Service } from "~/models/service-rows.server";
import type { Route } from "./+types/services";
import { loadServicesPage } from "./services.server";
import { fixedPageMeta } from "~/lib/page-meta";
import { m } from "~/i18n/paraglide/messages";
import { type PolicyHandle, PUBLIC_PAGE } from "~/security/route-policy";

export const handle = { policy: PUBLIC_PAGE } satisfies PolicyHandle;

export const meta = fixedPageMeta(m.payments_services_title, m.payments_services_meta_description);

export const loader = () => loadServicesPage();

export default function Services({ loaderData }: Route.ComponentProps) {
  const { packages, addons, failed } = loaderData;
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="container py-16">
          <h1 className="text-4xl font-extrabold">{m.payments_services_title()}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{m.payments_services_intro()}</p>
        </div>
      </section>

      {failed ? (
        <section className="container py-16">
          <StatusPanel
            tone="error"
            title={m.payments_services_error_title()}
            message={m.payments_services_error_message()}
          />
        </section>
      ) : (
        <>
          <ServiceGroup
            id="packages-heading"
            title={m.payments_services_packages_heading()}
            intro={m.payments_services_packages_intro()}
            services={packages}
            className="container py-14"
            columns="md:grid-cols-2 lg:grid-cols-4"
          />
          <ServiceGroup
            id="addons-heading"
            title={m.payments_services_addons_heading()}
            intro={m.payments_services_addons_intro()}
            services={addons}
            className="container pb-14"
            columns="md:grid-cols-3"
          />
        </>
      )}

      <section className="container pb-16">
        <div
          className="flex gap-3 rounded-xl border border-solid border-amber-200 bg-amber-50 p-5 text-amber-900"
          role="note"
        >
          <PaymentIcon name="info" className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <p className="font-semibold">{m.payments_services_pricing_title()}</p>
            <p className="mt-1 text-sm">{m.payments_services_pricing_text()}</p>
          </div>
        </div>
        <p className="mt-8 text-center text-gray-600">
          {m.payments_services_help_question()}{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            {m.payments_services_help_link()}
          </Link>{" "}
          {m.payments_services_help_rest()}
        </p>
      </section>
    </>
  );
}

/** A titled group of services (the packages, the add-ons): its heading, a line of introduction and its cards. */
function ServiceGroup({
  id,
  title,
  intro,
  services,
  className,
  columns,
}: {
  id: string;
  title: string;
  intro: string;
  services: Service[];
  className: string;
  /** The grid's columns on wider screens. */
  columns: string;
}) {
  return (
    <LabelledSection id={id} title={title} className={className} headingClassName="text-2xl font-bold">
      <p className="mt-2 text-gray-600">{intro}</p>
      <ul className={`mt-8 grid list-none gap-6 ps-0 ${columns}`}>
        {services.map((service) => (
          <ServiceCard key={service.key} service={service} />
        ))}
      </ul>
    </LabelledSection>
  );
}

function ServiceCard({ service }: { service: Service }) {
  return (
    <li
      className={`card relative flex flex-col p-6 ${service.featured ? "border-2 border-solid border-accent-500 shadow-md" : ""}`}
      data-testid={`service-${service.key}`}
    >
      {service.featured && (
        <span className="absolute -top-3 start-6 rounded-full bg-accent-500 px-3 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
          {m.payments_services_most_popular()}
        </span>
      )}
      <div className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <PaymentIcon name={service.iconName} className="h-6 w-6" />
      </div>
      <h3 className="mt-4 text-lg font-bold">{service.name}</h3>
      <p className="mt-2">
        <span className="text-3xl font-extrabold text-brand-900">{formatPrice(service.price, service.currency)}</span>
        <span className="ms-1 text-sm text-gray-500">{m.payments_services_service_fee()}</span>
      </p>
      <p className="mt-3 text-sm text-gray-600">{service.description}</p>
      <CheckList
        items={service.features}
        className="mt-4 flex-1 list-none space-y-2 ps-0 text-sm"
        tickClassName="mt-0.5"
      />
      <Link
        to={`/payments?service=${encodeURIComponent(service.key)}`}
        className={`${service.featured ? "btn-primary" : "btn-secondary"} mt-6 box-border w-full border-solid no-underline`}
        aria-label={m.payments_services_request_label({ service: service.name })}
      >
        {m.payments_services_request()}
      </Link>
    </li>
  );
}
