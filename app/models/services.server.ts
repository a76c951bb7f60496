import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { services } from "~/db/schema";

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

export type Service = Awaited<ReturnType<typeof listServices>>[number];

export function listServices(db: Db) {
  return db.select(serviceColumns).from(services).orderBy(asc(services.sortOrder));
}

export async function getServiceByKey(db: Db, key: string) {
  const [row] = await db.select(serviceColumns).from(services).where(eq(services.key, key));
  return row;
}
