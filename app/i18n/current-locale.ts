import type { Locale } from "./locale";
import { getLocale } from "./paraglide/runtime";

/**
 * The language of the request being served (on the server, set by the Worker from the URL,
 * app/i18n/request-locale.server.ts) or of the page shown (in the browser). Components use `useLocale()`; this is
 * for loaders, actions and redirects.
 */
export const currentLocale = () => getLocale() as Locale;
