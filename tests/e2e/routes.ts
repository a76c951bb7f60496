// Every page a student can land on, with its main call to action: the perception, accessibility and screenshot
// checks walk this list (scripts/screenshots.mjs imports it too, through Node's type stripping: keep it plain data).

export type PageRoute = {
  /** Short and file-name safe: test titles and screenshot names. */
  name: string;
  path: string;
  /** Which local server answers: the seeded catalogue, an empty catalogue, or a D1 without tables. */
  state: "full" | "empty" | "broken";
  /** The page's primary action inside <main>, by role and accessible name (the first match). */
  cta: { role: "link" | "button"; name: string };
};

export const PAGE_ROUTES: PageRoute[] = [
  { name: "home", path: "/", state: "full", cta: { role: "link", name: "Apply Now" } },
  { name: "about", path: "/about", state: "full", cta: { role: "link", name: "Contact Us Today" } },
  { name: "services", path: "/services", state: "full", cta: { role: "link", name: "Request Service: Full Support" } },
  {
    name: "payments",
    path: "/payments?service=basic",
    state: "full",
    cta: { role: "button", name: "Proceed to Payment" },
  },
  { name: "payment-failed", path: "/payment-success", state: "full", cta: { role: "link", name: "Contact Support" } },
  { name: "universities", path: "/universities", state: "full", cta: { role: "link", name: "Apply Now" } },
  {
    name: "application-status",
    path: "/applications/status",
    state: "full",
    cta: { role: "button", name: "Show my application" },
  },
  {
    name: "university",
    path: "/universities/1",
    state: "full",
    cta: { role: "button", name: "Get Free Consultation" },
  },
  { name: "programs", path: "/programs", state: "full", cta: { role: "link", name: "Apply Now" } },
  { name: "programs-catalog", path: "/programs-catalog", state: "full", cta: { role: "link", name: "Apply Now" } },
  { name: "programs-legacy", path: "/programs-legacy", state: "full", cta: { role: "link", name: "Apply Now" } },
  {
    name: "program-at-university",
    path: "/programs/medicine?university=1",
    state: "full",
    cta: { role: "link", name: "Apply Now" },
  },
  { name: "program", path: "/programs/medicine", state: "full", cta: { role: "link", name: "Apply Now" } },
  {
    name: "compare",
    path: "/compare?programs=1,25,67",
    state: "full",
    cta: { role: "link", name: "Apply for Medicine at Istanbul Medipol University" },
  },
  {
    name: "shortlist-shared",
    path: "/shortlist?programs=1,25,67",
    state: "full",
    cta: { role: "button", name: "Save this list on this phone" },
  },
  { name: "eligibility", path: "/eligibility", state: "full", cta: { role: "button", name: "Show my options" } },
  {
    name: "eligibility-answer",
    path: "/eligibility?qualification=waec&english=B3&mathematics=C4&biology=C5&chemistry=C6&physics=B2&proof=english_medium&level=bachelor&field=Health+Sciences&nationality=NG",
    state: "full",
    // The best 20 of the 28 answers (issue 50): Medicine, the dearest, is among the 8 more.
    cta: { role: "link", name: "Show 8 more" },
  },
  { name: "application-guide", path: "/application-guide", state: "full", cta: { role: "link", name: "Apply Now" } },
  { name: "contact", path: "/contact", state: "full", cta: { role: "button", name: "Get Free Consultation" } },
  { name: "apply", path: "/apply", state: "full", cta: { role: "button", name: "Submit Application" } },
  { name: "book", path: "/book", state: "full", cta: { role: "button", name: "Show free days" } },
  { name: "not-found", path: "/no-such-page", state: "full", cta: { role: "link", name: "Go to Home" } },
  {
    name: "universities-empty",
    path: "/universities",
    state: "empty",
    cta: { role: "link", name: "Get Free Consultation" },
  },
  { name: "programs-empty", path: "/programs", state: "empty", cta: { role: "link", name: "Apply Now" } },
  {
    name: "universities-broken",
    path: "/universities",
    state: "broken",
    cta: { role: "link", name: "Get Free Consultation" },
  },
  { name: "programs-broken", path: "/programs", state: "broken", cta: { role: "button", name: "Refresh Page" } },
];

/** The pages that ship no script (docs/decisions/0026): the shell and budget checks walk this list. */
export const BROWSING_PATHS = [
  "/",
  "/universities",
  "/universities/1",
  "/programs",
  "/programs-catalog",
  "/programs-legacy",
  "/programs/computer-engineering",
  "/compare",
  "/shortlist",
  "/eligibility",
  "/about",
  "/application-guide",
  "/contact",
  "/services",
  "/applications/status",
  "/no-such-page",
];
