import { asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { services } from "~/db/schema";
import { translated } from "./translated.server";

const serviceColumns = {
  id: services.id,
  key: services.key,
  name: services.name,
  paymentName: services.paymentName,
  description: services.description,
  price: services.priceUsd,
  currency: services.currency,
  features: services.features,
  featured: services.featured,
  kind: services.kind,
  iconName: services.iconName,
};

/** A service's texts in the request's language, as pages show them (built per query: it reads the language). */
const shownColumns = () => ({
  name: translated(services.name, services.id),
  paymentName: translated(services.paymentName, services.id),
  description: translated(services.description, services.id),
  features: translated(services.features, services.id),
});

/** A service as D1 holds it (English): what a payment is made for. */
export type Service = Omit<NonNullable<Awaited<ReturnType<typeof getServiceByName>>>, "shown">;

/** The services page's list, its texts in the request's language (what is paid and recorded stays English). */
export function listServices(db: Db) {
  return db
    .select({ ...serviceColumns, ...shownColumns() })
    .from(services)
    .orderBy(asc(services.sortOrder));
}

/**
 * A service by its key: its columns as D1 holds them (English: what a payment records and the gateway shows) and
 * `shown`, its texts in the request's language (what the payment page shows).
 */
export async function getServiceByKey(db: Db, key: string) {
  const [row] = await db
    .select({ ...serviceColumns, shown: shownColumns() })
    .from(services)
    .where(eq(services.key, key));
  return row;
}

/**
 * A service by its catalogue name or its payment-page name (spec section 3 sends `serviceName`), ignoring case; with
 * `shown` as getServiceByKey's.
 */
export async function getServiceByName(db: Db, name: string) {
  const wanted = name.trim().toLowerCase();
  const [row] = await db
    .select({ ...serviceColumns, shown: shownColumns() })
    .from(services)
    .where(or(sql`lower(${services.name}) = ${wanted}`, sql`lower(${services.paymentName}) = ${wanted}`))
    .orderBy(asc(services.sortOrder))
    .limit(1);
  return row;
}
