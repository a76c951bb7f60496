import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { request } from "./helpers";

// What search engines read: robots.txt, sitemap.xml (from D1), the head of every page and the JSON-LD.

const ORIGIN = "https://istanbulstudygateway.com"; // PUBLIC_ORIGIN of wrangler.toml

type LdNode = Record<string, unknown> & { "@type"?: string };

async function html(path: string) {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Every JSON-LD block of a page, parsed (a block that is not JSON fails the test). */
function jsonLd(page: string): LdNode[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as LdNode,
  );
}

const ofType = (nodes: LdNode[], type: string) => nodes.filter((n) => n["@type"] === type);

const changedAt = async () =>
  (await env.DB.prepare("SELECT changed_at FROM catalogue_version WHERE id = 1").first<{ changed_at: string }>())
    ?.changed_at;

describe("robots.txt", () => {
  it("allows the site, keeps crawlers out of the API and names the sitemap", async () => {
    const response = await request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("sitemap.xml", () => {
  async function sitemap() {
    const response = await request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
    const lastmods = new Set([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]));
    return { xml, locs, lastmods };
  }

  it("lists all 7 universities, every program page and every offering, with lastmod from D1", async () => {
    const { xml, locs, lastmods } = await sitemap();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    for (const id of [1, 2, 3, 4, 5, 6, 7]) expect(locs).toContain(`${ORIGIN}/universities/${id}`);

    const { results: slugs } = await env.DB.prepare("SELECT DISTINCT slug FROM programs").all<{ slug: string }>();
    expect(slugs.length).toBeGreaterThan(50);
    for (const { slug } of slugs) expect(locs).toContain(`${ORIGIN}/programs/${slug}`);
    const { results: offerings } = await env.DB.prepare("SELECT slug, university_id FROM programs").all<{
      slug: string;
      university_id: number;
    }>();
    expect(offerings).toHaveLength(152);
    for (const o of offerings) expect(locs).toContain(`${ORIGIN}/programs/${o.slug}?university=${o.university_id}`);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...lastmods]).toEqual([await changedAt()]);
  });

  it("lists every page in English, French and Arabic, each naming the three and x-default as alternates", async () => {
    const { xml, locs } = await sitemap();
    const english = locs.filter((loc) => !/^https:\/\/[^/]+\/(fr|ar)(\/|\?|$)/.test(loc));
    expect(locs).toHaveLength(english.length * 3);
    for (const loc of english.slice(0, 40)) {
      const path = loc.slice(ORIGIN.length);
      const fr = `${ORIGIN}${path === "/" ? "/fr" : `/fr${path}`}`;
      const ar = `${ORIGIN}${path === "/" ? "/ar" : `/ar${path}`}`;
      expect(locs).toContain(fr);
      expect(locs).toContain(ar);
    }
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "");
    for (const entry of entries) {
      const hreflangs = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="[^"]+"\/>/g)].map(
        (m) => m[1],
      );
      expect(hreflangs).toEqual(["en", "fr", "ar", "x-default"]);
    }
  });

  it("names only addresses that answer 200 with themselves as canonical", async () => {
    const { locs } = await sitemap();
    // Every page in each language but the catalogue's 213 program and 456 offering pages (one code path each), of
    // which a spread sample.
    const sampled = (loc: string) => loc.includes("/programs/");
    const checked = locs.filter((loc, i) => !sampled(loc) || i % 9 === 0);
    expect(checked.length).toBeGreaterThan(100);
    for (let i = 0; i < checked.length; i += 6)
      await Promise.all(
        checked.slice(i, i + 6).map(async (loc) => {
          const page = await html(loc.slice(ORIGIN.length));
          const canonical = page.match(/<link rel="canonical" href="([^"]+)"\/>/)?.[1]?.replaceAll("&amp;", "&");
          expect(canonical, loc).toBe(loc);
        }),
      );
  }, 240_000);

  it("moves lastmod when staff edit the catalogue (a D1 trigger)", async () => {
    const before = await changedAt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await env.DB.prepare("UPDATE universities SET rating = rating WHERE id = 3").run();
    const after = await changedAt();
    expect(after).not.toBe(before);
    const { lastmods } = await sitemap();
    expect([...lastmods]).toEqual([after]);
  });
});

describe("the head of every page", () => {
  const pages = [
    ["/", "/"],
    ["/universities", "/universities"],
    ["/universities/2", "/universities/2"],
    ["/programs?level=master", "/programs"],
    ["/programs-catalog", "/programs-catalog"],
    ["/programs-legacy", "/programs-legacy"],
    ["/programs/medicine", "/programs/medicine"],
    ["/programs/medicine?university=1", "/programs/medicine?university=1"],
    ["/apply", "/apply"],
    ["/services", "/services"],
    ["/payments?service=basic", "/payments?service=basic"],
    ["/about", "/about"],
    ["/contact", "/contact"],
    ["/application-guide", "/application-guide"],
    ["/eligibility", "/eligibility"],
  ] as const;

  for (const [path, canonical] of pages) {
    it(`${path}: canonical link, description, Open Graph and Twitter card with a local picture`, async () => {
      const page = await html(path);
      const head = page.slice(0, page.indexOf("</head>"));
      expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${canonical.replace("&", "&amp;")}"/>`);
      expect(head).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
      expect(head).toContain(`<meta property="og:url" content="${ORIGIN}${canonical}"/>`);
      expect(head).toContain(`<meta property="og:image" content="${ORIGIN}/images/share/istanbul-study-gateway.jpg"/>`);
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(head).not.toContain('name="robots"');
    });
  }

  for (const [path, locale] of [
    ["/fr/programs/medicine?university=1", "fr"],
    ["/ar/universities", "ar"],
    ["/programs", "en"],
  ] as const)
    it(`${path}: alternates in the three languages, og:locale and the page's language in JSON-LD`, async () => {
      const page = await html(path);
      const head = page.slice(0, page.indexOf("</head>"));
      const english = path.replace(/^\/(fr|ar)(?=\/|$)/, "") || "/";
      const inLocale = (l: string) => (l === "en" ? english : `/${l}${english === "/" ? "" : english}`);
      for (const l of ["en", "fr", "ar"])
        expect(head).toContain(
          `<link rel="alternate" hrefLang="${l}" href="${ORIGIN}${inLocale(l).replace("&", "&amp;")}"/>`,
        );
      expect(head).toContain(
        `<link rel="alternate" hrefLang="x-default" href="${ORIGIN}${english.replace("&", "&amp;")}"/>`,
      );
      expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${path.replace("&", "&amp;")}"/>`);
      expect(head).toContain(
        `<meta property="og:locale" content="${{ en: "en_NG", fr: "fr_FR", ar: "ar_AR" }[locale]}"/>`,
      );
      expect(ofType(jsonLd(page), "WebPage")).toEqual([
        expect.objectContaining({ inLanguage: locale, url: `${ORIGIN}${path}` }),
      ]);
      expect(page).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"`);
    });

  it("keeps a payment retry link (the payer's details) out of search engines", async () => {
    const page = await html("/payments?service=basic&retry=ISG-unknown");
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/payments?service=basic"/>`);
  });

  it("marks the 404 page noindex", async () => {
    const response = await request("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("JSON-LD", () => {
  it("names a program's tuition at each university that offers it (Course with offers)", async () => {
    const nodes = jsonLd(await html("/programs/computer-engineering"));
    const [course] = ofType(nodes, "Course");
    expect(course).toMatchObject({ "@context": "https://schema.org", name: "Computer Engineering" });
    const { results: rows } = await env.DB.prepare(
      "SELECT p.university_id, u.name, p.tuition_per_year FROM programs p JOIN universities u ON u.id = p.university_id WHERE p.slug = 'computer-engineering'",
    ).all<{ university_id: number; name: string; tuition_per_year: number }>();
    expect(rows.length).toBeGreaterThan(1);
    const offers = course?.offers as { price: number; priceCurrency: string; offeredBy: { name: string } }[];
    expect(offers).toHaveLength(rows.length);
    for (const row of rows) {
      expect(offers).toContainEqual(
        expect.objectContaining({
          "@type": "Offer",
          category: "Tuition",
          price: row.tuition_per_year,
          priceCurrency: "USD",
          offeredBy: expect.objectContaining({ "@type": "CollegeOrUniversity", name: row.name }),
        }),
      );
    }
    expect(course?.hasCourseInstance).toHaveLength(rows.length);
    const [breadcrumbs] = ofType(nodes, "BreadcrumbList");
    expect(breadcrumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Programs", item: `${ORIGIN}/programs` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Computer Engineering",
        item: `${ORIGIN}/programs/computer-engineering`,
      },
    ]);
  });

  it("describes a university (CollegeOrUniversity) and the consultancy (EducationalOrganization)", async () => {
    const [university] = ofType(jsonLd(await html("/universities/1")), "CollegeOrUniversity");
    expect(university).toMatchObject({
      name: "Istanbul Medipol University",
      url: `${ORIGIN}/universities/1`,
      foundingDate: "2009",
    });
    const [organization] = ofType(jsonLd(await html("/")), "EducationalOrganization");
    expect(organization).toMatchObject({ name: "Istanbul Study Gateway", url: `${ORIGIN}/` });
  });

  it("escapes text from D1 so it cannot end the script element", async () => {
    const row = await env.DB.prepare("SELECT id, university_id FROM programs WHERE slug = 'law'").first<{
      id: number;
      university_id: number;
    }>();
    await env.DB.prepare("UPDATE programs SET description = ? WHERE id = ?")
      .bind("Law </script><script>alert(1)</script>", row?.id)
      .run();
    const page = await html(`/programs/law?university=${row?.university_id}`);
    expect(page).not.toContain("</script><script>alert(1)");
    const [course] = ofType(jsonLd(page), "Course");
    expect(course?.description).toContain("</script><script>alert(1)</script>");
  });
});
