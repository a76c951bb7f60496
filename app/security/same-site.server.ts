/**
 * A form posted from another site's page, as the browser tells (Sec-Fetch-Site). The cookie lists (the shortlist,
 * the compare tray) refuse it: it comes without their cookie (SameSite=Lax), so it would replace the visitor's list.
 */
export const postedFromAnotherSite = (request: Request) => request.headers.get("Sec-Fetch-Site") === "cross-site";

/**
 * A form posted from another site's page (its browser says so), or naming another origin: not the site's own. The
 * staff console's actions refuse it (403) before reading the form, whoever's token comes with it.
 */
export function notFromThisOrigin(request: Request) {
  const origin = request.headers.get("Origin");
  return postedFromAnotherSite(request) || (origin !== null && origin !== new URL(request.url).origin);
}
