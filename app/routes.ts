import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { BASE_LOCALE, type Locale, PREFIXED_LOCALES } from "./i18n/locale";

// This file runs in Node at build time (the app's types do not include Node's).
declare const process: { env: Record<string, string | undefined> };

/**
 * True in a build with the local sandbox gateways (SANDBOX_GATEWAYS=on: npm start, npm test, the dev server): only
 * then do their pages and APIs exist. A production build has no route to them (docs/decisions/0039).
 */
const SANDBOX_GATEWAYS = process.env.SANDBOX_GATEWAYS === "on";

/** Every page, by path below the locale prefix and module ("" is the home page). */
const PAGES: [path: string, file: string][] = [
  ["", "routes/home.tsx"],
  ["about", "routes/about.tsx"],
  ["universities", "routes/universities.tsx"],
  ["universities/:id", "routes/university.tsx"],
  ["programs", "routes/programs.tsx"],
  ["programs-catalog", "routes/programs-catalog.tsx"],
  ["programs-legacy", "routes/programs-legacy.tsx"],
  ["programs/:slug", "routes/program.tsx"],
  ["compare", "routes/compare.tsx"],
  ["shortlist", "routes/shortlist.tsx"],
  ["eligibility", "routes/eligibility.tsx"],
  ["application-guide", "routes/application-guide.tsx"],
  ["contact", "routes/contact.tsx"],
  ["apply", "routes/apply.tsx"],
  ["apply-now", "routes/apply-now.ts"],
  ["applications/status", "routes/application-status.tsx"],
  ["applications/status/documents", "routes/application-status-documents.tsx"],
  ["services", "routes/services.tsx"],
  ["payments", "routes/payments.tsx"],
  ["payment-success", "routes/payment-success.tsx"],
  // A sponsor's read-only view of one case (decision 61): the token is the link's secret.
  ["sponsor/:token", "routes/sponsor.tsx"],
  // A free call with a counsellor (issue 55): booked step by step; its page, opened by its signed link.
  ["book", "routes/book.tsx"],
  ["booking/:id", "routes/booking.tsx"],
  // The local sandbox payment gateways' hosted checkout (404 unless a configured gateway is a local sandbox).
  ...(SANDBOX_GATEWAYS ? [["sandbox-gateway/checkout/:txRef", "routes/sandbox-checkout.tsx"] as [string, string]] : []),
];

/**
 * The pages in one language: English at today's paths (route ids as React Router names them by default), French
 * and Arabic below their prefix, with ids of their own (docs/decisions/0027-three-languages.md).
 */
const pagesIn = (locale: Locale) =>
  PAGES.map(([path, file]) =>
    locale === BASE_LOCALE
      ? route(path, file)
      : route([locale, path].filter(Boolean).join("/"), file, { id: `${locale}/${file.replace(/\.tsx?$/, "")}` }),
  );

export default [
  ...pagesIn(BASE_LOCALE),
  // The staff console (docs/decisions/0060): English only, behind Cloudflare Access (workers/edge/staff-gate.ts).
  route("staff", "routes/staff-layout.tsx", [
    index("routes/staff-today.tsx"),
    route("search", "routes/staff-search.tsx"),
    route("cases/:reference", "routes/staff-case.tsx"),
    route("cases/:reference/documents/:id", "routes/staff-document.ts"),
    route("consultations", "routes/staff-consultations.tsx"),
    route("counsellors", "routes/staff-counsellors.tsx"),
  ]),
  ...PREFIXED_LOCALES.flatMap(pagesIn),
  // For search engines: generated from the catalogue in D1 (robots.txt names the sitemap).
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  // The currency chooser's links: one address for every language (the page to go back to names its own).
  route("currency", "routes/currency.ts"),
  // The sandboxes' JSON APIs, which the Flutterwave and Paystack adapters call in-process (local builds only).
  ...(SANDBOX_GATEWAYS
    ? [
        route("sandbox-gateway/v3/*", "routes/sandbox-gateway-api.ts", { id: "sandbox-gateway-v3" }),
        route("sandbox-gateway/paystack/*", "routes/sandbox-gateway-api.ts", { id: "sandbox-gateway-paystack" }),
      ]
    : []),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
