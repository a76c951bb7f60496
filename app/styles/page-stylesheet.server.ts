import stylesheets from "virtual:route-stylesheets";
import { wantsScripts } from "~/security/route-policy";

// Each page carries its stylesheet in a <style> (docs/decisions/0019-first-paint.md). A page that runs no script
// carries its route's sheet, made at build time from the modules that render it (vite-plugins/route-stylesheets.ts,
// docs/decisions/0041): it can never show a class its modules do not name. A page that runs scripts carries the
// whole site's sheet, because a client navigation from it renders other pages under that <style>.

type Match = { route: { id: string; handle?: unknown } };

/**
 * The stylesheet text the page of `matches` inlines: `whole` (the site's, from inline-site-stylesheet.server.ts) or its
 * leaf route's. Undefined when `whole` is (the page links the stylesheet file instead).
 */
export function pageStylesheet(whole: string | undefined, matches: readonly Match[]) {
  if (whole === undefined || wantsScripts(matches.map((match) => match.route))) return whole;
  const leaf = matches.at(-1)?.route.id;
  const index = leaf === undefined ? undefined : stylesheets.routes[leaf];
  return (index === undefined ? undefined : stylesheets.sheets[index]) ?? whole;
}
