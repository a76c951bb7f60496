import type {
  BreadcrumbList,
  CollegeOrUniversity,
  Course,
  EducationalOrganization,
  Graph,
  Thing,
  WithContext,
} from "schema-dts";
import { SITE_NAME } from "~/lib/page-meta";

// JSON-LD for search engines (schema.org, typed by schema-dts): the consultancy, each university, each program
// with its offerings and tuition, and breadcrumbs. Built from the same loader data the page renders.

export type JsonLdData = WithContext<Thing> | Graph;

type Contacts = { email: string; whatsappNumbers: string[]; instagramUrl: string; facebookUrl: string };
type Office = { city: string; country: string; address: string };

/** The consultancy itself (home and about pages). */
export function organizationLd(
  origin: string,
  config: Contacts & { offices: Office[] },
): WithContext<EducationalOrganization> {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: config.email,
    telephone: config.whatsappNumbers[0],
    sameAs: [config.instagramUrl, config.facebookUrl],
    address: config.offices.map((o) => ({
      "@type": "PostalAddress",
      streetAddress: o.address,
      addressLocality: o.city,
      addressCountry: o.country,
    })),
    description:
      "Education consultancy guiding Nigerian and African students to accredited private universities in Istanbul.",
  };
}

export type UniversityLdInput = {
  id: number;
  name: string;
  description: string;
  location: string;
  logoUrl: string;
  imageUrl: string;
  website: string | null;
  establishedYear: number | null;
};

const universityUrl = (origin: string, id: number) => `${origin}/universities/${id}`;

function universityRef(origin: string, u: { id: number; name: string }) {
  return {
    "@type": "CollegeOrUniversity" as const,
    "@id": `${universityUrl(origin, u.id)}#university`,
    name: u.name,
  } satisfies CollegeOrUniversity;
}

/** One partner university (its page). */
export function universityLd(origin: string, u: UniversityLdInput): WithContext<CollegeOrUniversity> {
  return {
    "@context": "https://schema.org",
    ...universityRef(origin, u),
    url: universityUrl(origin, u.id),
    description: u.description,
    logo: `${origin}${u.logoUrl}`,
    image: `${origin}${u.imageUrl}`,
    ...(u.website ? { sameAs: u.website } : {}),
    ...(u.establishedYear ? { foundingDate: String(u.establishedYear) } : {}),
    address: { "@type": "PostalAddress", addressLocality: u.location, addressCountry: "TR" },
  };
}

export type CourseLdInput = {
  slug: string;
  name: string;
  description: string;
  level: string;
  languages: string;
  offerings: {
    universityId: number;
    universityName: string;
    duration: string;
    languages: string;
    tuitionPerYear: number;
  }[];
};

const LANGUAGE_CODES: Record<string, string> = { English: "en", Turkish: "tr" };

/** The languages of "English & Turkish" as BCP 47 codes. */
function languageCodes(languages: string) {
  return languages
    .split(/\s*&\s*|\s*\/\s*/)
    .map((l) => LANGUAGE_CODES[l.trim()])
    .filter((code): code is string => Boolean(code));
}

/** A program with each university's offering: where, how long, in what language and its tuition per year. */
export function courseLd(origin: string, program: CourseLdInput, canonical: string): WithContext<Course> {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": `${canonical}#course`,
    name: program.name,
    description: program.description,
    url: canonical,
    educationalCredentialAwarded: program.level,
    inLanguage: [...new Set(program.offerings.flatMap((o) => languageCodes(o.languages)))],
    provider: program.offerings.map((o) => universityRef(origin, { id: o.universityId, name: o.universityName })),
    hasCourseInstance: program.offerings.map((o) => ({
      "@type": "CourseInstance",
      courseMode: "Onsite",
      // ISO 8601 would need the years as a number; the catalogue's text ("4 Years") is what students read.
      courseWorkload: o.duration,
      inLanguage: languageCodes(o.languages),
      location: universityRef(origin, { id: o.universityId, name: o.universityName }),
    })),
    offers: program.offerings.map((o) => ({
      "@type": "Offer",
      category: "Tuition",
      price: o.tuitionPerYear,
      priceCurrency: "USD",
      url: `${origin}/programs/${program.slug}?university=${o.universityId}`,
      offeredBy: universityRef(origin, { id: o.universityId, name: o.universityName }),
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: o.tuitionPerYear,
        priceCurrency: "USD",
        unitText: "per year",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "ANN" },
      },
    })),
  };
}

/** Home > … > current page, with absolute URLs (an item without `to` is the page itself, at `currentUrl`). */
export function breadcrumbLd(
  origin: string,
  items: { label: string; to?: string }[],
  currentUrl: string,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.label,
      item: item.to ? `${origin}${item.to}` : currentUrl,
    })),
  };
}
