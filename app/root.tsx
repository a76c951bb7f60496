import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import "virtual:uno.css";
import type { Route } from "./+types/root";
import { NotFoundPanel } from "./components/not-found-panel";
import { SiteFooter } from "./components/site-footer";
import { ScriptsOnIntent } from "./components/scripts-on-intent";
import { SiteHeader } from "./components/site-header";
import { SiteStylesheet } from "./components/site-stylesheet";
import { useHeadingFocusOnNavigation } from "./components/use-heading-focus-on-navigation";
import { Toaster } from "./components/toast/toaster";
import type { SiteData } from "./components/use-site-data";
import { siteConfig } from "./config.server";
import { getDb } from "./db/client.server";
import { deferred } from "./lib/deferred.server";
import { textDirection } from "./i18n/locale";
import { m } from "./i18n/paraglide/messages";
import { useLocale } from "./i18n/use-locale";
import { listUniversityNames } from "./models/university-rows.server";
import { isConsole, wantsScripts } from "./security/route-policy";
import { edgeRefusalMiddleware } from "./security/edge-refusal.server";

export const middleware: Route.MiddlewareFunction[] = [edgeRefusalMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader(): Promise<SiteData> {
  // The footer's partner links come from D1; if D1 is down the page still renders, without them.
  const partners = await deferred("footer: universities", listUniversityNames(getDb()));
  return {
    config: siteConfig(),
    partners: partners.ok ? partners.data.slice(0, 5).map(({ id, shortName }) => ({ id, shortName })) : [],
  };
}

// Contact details and footer links do not change between pages.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = useLocale();
  const config = data?.config;
  const matches = useMatches();
  const scripts = wantsScripts(matches);
  const site = !isConsole(matches);
  useHeadingFocusOnNavigation();
  useEffect(() => {
    // Lets end-to-end tests (and curious humans) know the client has taken over, error and 404 pages included.
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c2b56" />
        <Meta />
        <Links />
        <SiteStylesheet />
      </head>
      <body className="flex min-h-screen flex-col bg-gray-50 font-sans text-gray-900 antialiased">
        <a
          href="#main"
          className="skip-link sr-only focus:(not-sr-only fixed start-2 top-2 z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-700 shadow-lg)"
        >
          {m.skip_to_content()}
        </a>
        {config && site && <SiteHeader config={config} />}
        {/* tabIndex lets the skip link and page changes move focus here (without a ring, see uno.config.ts). */}
        <main id="main" tabIndex={-1} className="flex-1">
          {children}
        </main>
        {config && site && <SiteFooter config={config} partners={data.partners} />}
        {/* Only on the pages whose JavaScript does work a student needs (their route policy, security/route-policy.ts):
            elsewhere none. Their scripts start when the student reaches for a form (components/scripts-on-intent.tsx). */}
        {scripts && (
          <>
            <Toaster />
            <ScrollRestoration />
            <ScriptsOnIntent />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPanel />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const details =
    isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : m.error_page_unexpected();
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="container py-20 text-center">
      <title>{m.error_page_title()}</title>
      <meta name="description" content={details} />
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold text-accent-600">{m.error_page_status({ status })}</p>
      <h1 className="mt-2 text-3xl font-bold">{m.error_page_title()}</h1>
      <p className="mt-3 text-gray-600">{details}</p>
      {stack && (
        <pre className="mx-auto mt-6 max-w-3xl overflow-x-auto rounded bg-gray-900 p-4 text-left text-xs text-gray-100">
          {stack}
        </pre>
      )}
    </section>
  );
}
