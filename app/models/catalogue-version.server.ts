import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { catalogueVersion } from "~/db/schema";

export type CatalogueVersion = { version: number; changedAt: string };

/** The catalogue's version and when it last changed (D1 triggers bump it on every catalogue write). */
export async function getCatalogueVersion(db: Db): Promise<CatalogueVersion | undefined> {
  const [row] = await db
    .select({ version: catalogueVersion.version, changedAt: catalogueVersion.changedAt })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row;
}
