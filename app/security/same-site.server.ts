/**
 * A form posted from another site's page, as the browser tells (Sec-Fetch-Site). The cookie lists (the shortlist,
 * the compare tray) refuse it: it comes without their cookie (SameSite=Lax), so it would replace the visitor's list.
 */
export const postedFromAnotherSite = (request: Request) => request.headers.get("Sec-Fetch-Site") === "cross-site";
