/** The `intent` of the consultations page's "Mark answered" form (the page and its action: pure, in both bundles). */
export const ANSWERED_INTENT = "answered";
