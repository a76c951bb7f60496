// The sponsor view's address (decision 61): pure, for the page (its pay form posts back to it) and the server.

/** The sponsor view's path, before the token (a language prefix comes first: localizedHref). */
export const SPONSOR_PATH = "/sponsor";

/** The sponsor view of `token`, in English; localizedHref adds the page's language. */
export const sponsorLinkPath = (token: string) => `${SPONSOR_PATH}/${token}`;
