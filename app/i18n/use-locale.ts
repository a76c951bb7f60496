import { useLocation } from "react-router";
import { localeOfPath } from "./locale";

/** The language of the page being shown, as its URL names it (app/i18n/locale.ts). */
export function useLocale() {
  return localeOfPath(useLocation().pathname);
}
