import { describe, expect, it } from "vitest";
import { m } from "~/i18n/paraglide/messages";
import { request } from "./helpers";

// The compare tray (a cookie of up to three offering ids) changes through POST forms only: "Add to compare" on the
// program pages, "Remove" on /compare. A GET never changes it: a link from another site, a crawler or a prefetch
// would. A GET with ?add= (a page loaded before adding was a POST: an open tab) shows the list and offers the button.

const fr = { locale: "fr" } as const;
/** The first part of a Set-Cookie, as the browser sends it back. */
const cookieOf = (response: Response) => (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
const get = (path: string, cookie = "") =>
  request(path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
/** A form posted to `path`, as a browser sends it. */
const post = (path: string, fields: Record<string, string>, cookie = "", headers: Record<string, string> = {}) =>
  request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
/** A page's text as the words are in the catalogue (React escapes an apostrophe and a quote). */
const unescaped = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
/** The offerings the comparison shows, by the id of their column. */
const compared = (html: string) => [...html.matchAll(/id="program-(\d+)"/g)].map((match) => Number(match[1]));
/** The forms of a page that send `name`, with their method and action. */
const formsSending = (html: string, name: string) =>
  [...html.matchAll(/<form\b([^>]*)>((?:(?!<\/form>).)*)<\/form>/gs)]
    .filter((form) => form[2]?.includes(`name="${name}"`))
    .map((form) => ({
      method: /method="([^"]*)"/.exec(form[1] ?? "")?.[1],
      action: /action="([^"]*)"/.exec(form[1] ?? "")?.[1],
    }));

describe("the compare tray changes on a POST only", () => {
  it("a GET with ?add= changes nothing: the list as it is, and the button that adds, in French", async () => {
    const response = await get("/fr/compare?add=25", "compare=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const html = unescaped(await response.text());
    expect(compared(html)).toEqual([1]);
    // The program's name in French (D1's translations).
    const program = m.detail_program_at_university({ program: "Médecine", university: "Istinye University" }, fr);
    expect(html).toContain(m.catalogue_compare_offer_title({ program }, fr));
    expect(html).toContain(m.catalogue_compare_offer_message({}, fr));
    expect(html).toMatch(
      /<input type="hidden" name="add" value="25"\/><button type="submit"[^>]*>Ajouter à la comparaison/,
    );
    expect(formsSending(html, "add")).toEqual([{ method: "post", action: "/fr/compare" }]);
    // No script on the page (decision 0026): the button is a plain form.
    expect(html).not.toMatch(/<script\b[^>]*type="module"/);

    // With no tray either: the empty comparison, and the offer.
    const empty = await get("/fr/compare?add=25");
    expect(empty.status).toBe(200);
    expect(empty.headers.get("Set-Cookie")).toBeNull();
    expect(await empty.text()).toContain(m.catalogue_compare_offer_title({ program }, fr));
  });

  it("a GET with ?remove= changes nothing either: the list as it is", async () => {
    const response = await get("/fr/compare?remove=1", "compare=1.25");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fr/compare?programs=1,25");
  });

  it("a posted add or remove changes it and goes back to the list (303), in the page's language", async () => {
    let response = await post("/fr/compare", { add: "25" }, "compare=1");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fr/compare?programs=1,25");
    expect(cookieOf(response)).toBe("compare=1.25");

    response = await post("/fr/compare", { remove: "1", housing: "flat" }, "compare=1.25");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fr/compare?programs=25&housing=flat");
    expect(cookieOf(response)).toBe("compare=25");

    // Full: the oldest leaves, as before.
    response = await post("/compare", { add: "90" }, "compare=1.25.67");
    expect(cookieOf(response)).toBe("compare=25.67.90");

    // The page's own buttons post: "Remove" on /compare, "Add to compare" on a program page.
    const page = await (await get("/fr/compare?programs=1,25")).text();
    expect(formsSending(page, "remove")).toEqual([
      { method: "post", action: "/fr/compare" },
      { method: "post", action: "/fr/compare" },
    ]);
    const program = await (await get("/fr/programs/medicine?university=1")).text();
    const adds = formsSending(program, "add").filter((form) => form.action === "/fr/compare");
    expect(adds.length).toBeGreaterThan(0);
    expect(adds.every((form) => form.method === "post")).toBe(true);
  });

  it("refuses, in French and changing nothing: another site's form, no change named, a bad or unknown id", async () => {
    const refusals: [Record<string, string>, Record<string, string>, number, string][] = [
      [{ add: "25" }, { "Sec-Fetch-Site": "cross-site" }, 403, m.catalogue_compare_other_site({}, fr)],
      [{}, {}, 400, m.catalogue_compare_no_change({}, fr)],
      [{ add: "abc" }, {}, 400, m.catalogue_compare_not_an_id({ value: "abc" }, fr)],
      [{ add: "999999" }, {}, 404, m.catalogue_compare_no_program({ id: 999999 }, fr)],
    ];
    for (const [fields, headers, status, words] of refusals) {
      const response = await post("/fr/compare", fields, "compare=1", headers);
      expect(response.status, words).toBe(status);
      expect(response.headers.get("Set-Cookie"), words).toBeNull();
      const html = await response.text();
      expect(html, words).toContain('lang="fr"');
      expect(unescaped(html), words).toContain(words);
    }
  });
});
