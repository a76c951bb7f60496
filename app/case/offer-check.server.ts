// "Check us and the offer" (issue 53): how a family checks an offer letter with the university itself, through the
// international office's own page and address as D1 holds them (universities.international_office_*, read from the
// university's pages: migration 0043), never through our phone number; and the consultancy's registration
// ([vars] CONSULTANCY_REGISTRATION) where it is set. The words are made here, on the server, so the component
// (app/components/offer-check/offer-check.tsx) only places strings and no message function enters a browser chunk.
// The case page and the sponsor view both call offerCheckView.
import type { ConsultancyRegistration } from "~/config.server";
import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";

/** A university's international office as D1 holds it, and its main website; each null where nobody read it. */
export type UniversityOffice = {
  website: string | null;
  url: string | null;
  email: string | null;
  readOn: string | null;
};

/** A link: the address and its words. */
type Link = { href: string; text: string };

/** The section in the request's language. */
export type OfferCheckView = {
  title: string;
  intro: string;
  /** The office's own page and e-mail (or why there is none) and the day they were read; null when neither is known. */
  office: {
    page: Link | null;
    email: Link | null;
    emailLabel: string;
    noEmail: string | null;
    readOn: string | null;
  } | null;
  /** Without the office's page: ask through the university's main website (a link when D1 holds it). */
  fallback: { words: string; website: Link | null } | null;
  askTitle: string;
  ask: string[];
  warning: string;
  /** Our registration, as the [vars] entry says it; null while it is empty. */
  registration: { title: string; words: string } | null;
};

/** Only web addresses a family may follow from the page (D1 is staff's, but a typo must not become a link). */
const webAddress = (value: string | null) =>
  value && /^https?:\/\/[^\s"<>]+$/i.test(value.trim()) ? value.trim() : null;
const emailAddress = (value: string | null) =>
  value && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value.trim()) ? value.trim() : null;
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/**
 * "Check your offer with the university itself" for `university` (its name as the page shows it, and its office
 * row: null when the application names no university row), with `consultancy` (the site's name and
 * consultancyRegistration()): the office's page and e-mail and the day they were read, else the main website; what
 * to send them; the warning about personal accounts; our registration where it is set.
 */
export function offerCheckView(
  university: { name: string; office: UniversityOffice | null },
  consultancy: { siteName: string } & ConsultancyRegistration,
): OfferCheckView {
  const office = university.office;
  const page = webAddress(office?.url ?? null);
  const email = emailAddress(office?.email ?? null);
  const readOn = isoDay(office?.readOn ?? null);
  const website = webAddress(office?.website ?? null);
  const registration = consultancy.registration?.trim();
  return {
    title: m.offer_check_title(),
    intro: m.offer_check_intro({ university: university.name }),
    office:
      page || email
        ? {
            page: page ? { href: page, text: m.offer_check_office_page({ university: university.name }) } : null,
            email: email ? { href: `mailto:${email}`, text: email } : null,
            emailLabel: m.offer_check_office_email(),
            noEmail: email ? null : m.offer_check_no_email(),
            readOn: readOn ? m.offer_check_read_on({ date: formatDay(readOn) }) : null,
          }
        : null,
    fallback: page
      ? null
      : website
        ? { words: m.offer_check_no_office(), website: { href: website, text: website.replace(/^https?:\/\//i, "") } }
        : { words: m.offer_check_no_website(), website: null },
    askTitle: m.offer_check_ask_title(),
    ask: [m.offer_check_ask_reference(), m.offer_check_ask_name(), m.offer_check_ask_question()],
    warning: m.offer_check_warning(),
    registration: registration
      ? {
          title: m.offer_check_registration_title(),
          words: m.offer_check_registration({ consultancy: consultancy.siteName, registration }),
        }
      : null,
  };
}
