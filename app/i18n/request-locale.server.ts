import { AsyncLocalStorage } from "node:async_hooks";
import { preferredLocale } from "./accept-language";
import { type Locale, localeOfPath } from "./locale";
import { overwriteServerAsyncLocalStorage } from "./paraglide/runtime";

// Paraglide's getLocale() on the server reads the locale of the request being served from an AsyncLocalStorage:
// the Worker runs each page request inside one (workers/app.ts), with the locale its URL names, so concurrent
// requests in one isolate never see each other's. Paraglide's own middleware would also redirect and rewrite the
// URL; the routes already carry the prefix (app/routes.ts), so only the store is needed.
const storage = new AsyncLocalStorage<{ locale: Locale }>();
overwriteServerAsyncLocalStorage(storage as unknown as Parameters<typeof overwriteServerAsyncLocalStorage>[0]);

/** Runs `render` with the messages in the language of `pathname` (`/fr/…` French, `/ar/…` Arabic, else English). */
export function inLocaleOf<T>(pathname: string, render: () => T): T {
  return inLocale(localeOfPath(pathname), render);
}

/** Runs `render` with the messages, numbers and dates of `locale` (a student's e-mail in the language they used). */
export function inLocale<T>(locale: Locale, render: () => T): T {
  return storage.run({ locale }, render);
}

/**
 * The language of a request's answer before any route runs (the edge's refusals): a page's from its path, the JSON
 * API's from Accept-Language (app/api/json-api.server.ts negotiates it the same way). `api`: whether the path is the
 * API's (the edge knows: isApiPath in app/security/canonical-path.server.ts).
 */
export function requestLocale(request: Request, { api }: { api: boolean }): Locale {
  const { pathname } = new URL(request.url);
  if (api) return preferredLocale(request.headers.get("Accept-Language"));
  return localeOfPath(pathname);
}
