import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "~/components/server-data";

/** What the root loader gives every page: the site's public settings and the footer's partner links. */
export type SiteData = { config: SiteConfig; partners: { id: number; shortName: string }[] };

/** The root loader's data, for components below any route (undefined only while an error page renders). */
export function useSiteData() {
  return useRouteLoaderData<SiteData>("root");
}
