import { loadSitemap } from "./sitemap.server";
import { type PolicyHandle, PUBLIC_PAGE } from "~/security/route-policy";

export const handle = { policy: PUBLIC_PAGE } satisfies PolicyHandle;

// /sitemap.xml: every page worth finding, with the catalogue's last change (from D1) as lastmod. The catalogue
// pages are listed with each university and program, and each university's offering of a program.
export const loader = () => loadSitemap();
