import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { offerCheckView, type UniversityOffice } from "~/case/offer-check.server";
import { formatDay } from "~/lib/dates";
import { m } from "~/i18n/paraglide/messages";
import { apply, lookup, sql, statusAnswer, withOffer } from "./case-fixtures";

// "Check us and the offer" (issue 53): once the offer is issued, the case page says how to check it with the
// university itself, through its international office's own page and e-mail as D1 holds them (migration 0043),
// never through our phone number or inbox; and the consultancy's registration only where [vars] sets it.

/** The offer-check section of a page, from its heading to the end of its <section>. */
function offerSection(html: string) {
  const start = html.indexOf('aria-labelledby="offer-check-heading"');
  expect(start, "the page has the offer-check section").toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

/** Our own ways to be reached, none of which may stand in for the university's. */
const OUR_CONTACTS = [
  "+2348031234567",
  "+905321234567",
  "2348031234567",
  "905321234567",
  "wa.me",
  "istanbulstudygateway.com",
];

describe("the case page's offer check", () => {
  it("shows the university's own office page and the day it was read, and none of our contacts, once the offer is issued", async () => {
    // Medicine at Medipol: the office's page is known, its e-mail is not (no stored page gave one).
    const { reference, email } = await withOffer({ nationality: "NG" });
    const section = offerSection(await (await lookup(reference, email)).text());
    expect(section).toContain('href="https://mio.medipol.edu.tr/how-to-apply"');
    expect(section).toContain('rel="noopener"');
    expect(section).toContain(m.offer_check_read_on({ date: formatDay("2026-12-06") }).replaceAll("'", "&#x27;"));
    expect(section).toContain(m.offer_check_no_email().replaceAll("'", "&#x27;"));
    expect(section).not.toContain("mailto:");
    for (const contact of OUR_CONTACTS) expect(section).not.toContain(contact);
    // wrangler.toml ships CONSULTANCY_REGISTRATION empty: nothing about a registration.
    expect(section).not.toContain('data-testid="offer-check-registration"');
    expect(section).not.toContain(m.offer_check_registration_title());
  });

  it("gives the office's own e-mail address where D1 holds one (Üsküdar's, read on its own page)", async () => {
    const { reference, email } = await withOffer({ nationality: "NG" });
    await sql(
      "UPDATE applications SET university_id = (SELECT id FROM universities WHERE slug = 'uskudar'), selected_university = 'Uskudar University' WHERE reference = ?",
      reference,
    );
    const section = offerSection(await (await lookup(reference, email)).text());
    expect(section).toContain('href="https://international.uskudar.edu.tr/en/faq"');
    expect(section).toContain('href="mailto:international@uskudar.edu.tr"');
    for (const contact of OUR_CONTACTS) expect(section).not.toContain(contact);
    const answer = await statusAnswer<{ offerCheck: { office: { email: { text: string } } } }>(reference, email);
    expect(answer.offerCheck.office.email.text).toBe("international@uskudar.edu.tr");
  });

  it("is in the page's language (Arabic)", async () => {
    const { reference, email } = await withOffer({ nationality: "NG" });
    const html = await (await lookup(reference, email, "/ar")).text();
    expect(offerSection(html)).toContain(m.offer_check_title({}, { locale: "ar" }));
  });

  it("is not on the page before the offer", async () => {
    const { reference, email } = await apply({ nationality: "NG" });
    const html = await (await lookup(reference, email)).text();
    expect(html).not.toContain("offer-check-heading");
    expect((await statusAnswer<{ offerCheck: unknown }>(reference, email)).offerCheck).toBeNull();
  });

  it("staff see the universities whose office page or e-mail nobody read", async () => {
    const { results } = await env.DB.prepare("SELECT slug FROM staff_unconfirmed_international_offices").all<{
      slug: string;
    }>();
    expect(results.map((r) => r.slug).sort()).toEqual(["medipol", "okan", "ozyegin"]);
  });
});

describe("offerCheckView", () => {
  const office: UniversityOffice = {
    website: "https://www.medipol.edu.tr",
    url: "https://mio.medipol.edu.tr/how-to-apply",
    email: "office@example.edu.tr",
    readOn: "2026-12-06",
  };
  const university = { name: "Istanbul Medipol University", office };

  it("says our registration when the var is set, and nothing when it is empty or blank", () => {
    const set = offerCheckView(university, { siteName: "Istanbul Study Gateway", registration: "CAC RC 1234567" });
    expect(set.registration?.words).toBe(
      m.offer_check_registration({ consultancy: "Istanbul Study Gateway", registration: "CAC RC 1234567" }),
    );
    expect(
      offerCheckView(university, { siteName: "Istanbul Study Gateway", registration: undefined }).registration,
    ).toBeNull();
    expect(
      offerCheckView(university, { siteName: "Istanbul Study Gateway", registration: "  " }).registration,
    ).toBeNull();
  });

  it("sends the family to the main website where no office page is known, and links only web addresses", () => {
    const none = { website: "https://www.okan.edu.tr", url: null, email: null, readOn: null };
    const view = offerCheckView({ name: "Okan", office: none }, { siteName: "S", registration: undefined });
    expect(view.office).toBeNull();
    expect(view.fallback).toEqual({
      words: m.offer_check_no_office(),
      website: { href: "https://www.okan.edu.tr", text: "www.okan.edu.tr" },
    });
    const bad = offerCheckView(
      {
        name: "X",
        office: { website: "javascript:alert(1)", url: "ftp://x", email: "not an address", readOn: "soon" },
      },
      { siteName: "S", registration: undefined },
    );
    expect(bad.office).toBeNull();
    expect(bad.fallback).toEqual({ words: m.offer_check_no_website(), website: null });
    expect(
      offerCheckView({ name: "X", office: null }, { siteName: "S", registration: undefined }).fallback?.website,
    ).toBeNull();
  });
});
