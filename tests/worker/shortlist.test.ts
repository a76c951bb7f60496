import { describe, expect, it } from "vitest";
import { cookieIdList } from "~/lib/cookie-id-list";
import { MAX_SHORTLISTED, shortlist } from "~/catalogue/shortlist-cookie";
import { request } from "./helpers";

// The shortlist: a cookie of up to ten offering ids (the compare tray's module, with its own name and limit) that
// /shortlist changes through POST forms (never on a GET), and a shared address that opens the same list on another phone.

describe("a list of offering ids kept in a cookie", () => {
  const list = cookieIdList("saved", 4);

  it("round-trips through a Cookie header under its own name only, ignoring garbage", () => {
    const cookie = list.cookie([1, 25, 67]).split(";")[0];
    expect(list.read(`compare=9.8; ${cookie}; x=1`)).toEqual([1, 25, 67]);
    expect(list.read("saved=1.abc")).toEqual([]);
    expect(list.read("notsaved=1.2")).toEqual([]);
    expect(list.read(null)).toEqual([]);
    expect(list.cookie([1])).toMatch(/^saved=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(list.cookie([])).toContain("Max-Age=0");
  });

  it("adds last and once, drops the oldest past its limit, and says when an add would", () => {
    let ids: number[] = [];
    for (const id of [1, 2, 3, 4]) ids = list.add(ids, id);
    expect(list.isFull(ids, 5)).toBe(true);
    expect(list.isFull(ids, 3)).toBe(false);
    expect(list.add(ids, 5)).toEqual([2, 3, 4, 5]);
    expect(list.remove(ids, 2)).toEqual([1, 3, 4]);
  });

  it("keeps ten for the shortlist, with a cookie of its own", () => {
    const ten = Array.from({ length: MAX_SHORTLISTED }, (_, i) => 100_000_000 + i);
    expect(shortlist.read(shortlist.cookie(ten).split(";")[0])).toEqual(ten);
    expect(shortlist.cookie([1])).toMatch(/^shortlist=1;/);
  });
});

/** The first part of a Set-Cookie, as the browser sends it back. */
const cookieOf = (response: Response) => (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
const get = (path: string, cookie = "") =>
  request(path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
/** A form posted to `path` (a page's "Save", "Remove" or "Save this list"), as a browser sends it. */
const post = (path: string, fields: Record<string, string>, cookie = "", headers: Record<string, string> = {}) =>
  request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
const saved = (html: string) => [...html.matchAll(/id="saved-(\d+)"/g)].map((m) => Number(m[1]));

describe("/shortlist", () => {
  it("saves with a posted add (303 back to the list, cookie set), shows it, removes with a posted remove", async () => {
    let response = await post("/shortlist", { add: "1" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/shortlist");
    let cookie = cookieOf(response);
    expect(cookie).toBe("shortlist=1");
    response = await post("/shortlist", { add: "25" }, cookie);
    cookie = cookieOf(response);
    expect(cookie).toBe("shortlist=1.25");

    response = await get("/shortlist", cookie);
    expect(response.status).toBe(200);
    // Cookie-dependent: never kept by the edge cache, never shared by a browser cache.
    expect(response.headers.get("X-Cache")).toBeNull();
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
    const html = await response.text();
    expect(saved(html)).toEqual([1, 25]);
    expect(html).toContain("Medicine");
    expect(html).toContain('href="/shortlist?programs=1,25"');

    expect(html).toMatch(/<form action="\/shortlist" method="post"[^>]*><input type="hidden" name="remove" value="1"/);

    response = await post("/fr/shortlist", { remove: "1" }, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fr/shortlist");
    expect(cookieOf(response)).toBe("shortlist=25");
  });

  it("refuses an 11th save with a message, keeping the ten", async () => {
    const ten = `shortlist=${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].join(".")}`;
    const response = await post("/shortlist", { add: "25" }, ten);
    expect(response.status).toBe(409);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const html = await response.text();
    expect(html).toContain("Your shortlist is full");
    expect(html).toContain("so Medicine at Istinye University was not saved");
    expect(saved(html)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Saving one already there is no 11th.
    expect((await post("/shortlist", { add: "3" }, ten)).status).toBe(303);
  });

  it("answers a bad or unknown id with a reason", async () => {
    let response = await post("/shortlist", { add: "abc" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("is not a program id");
    response = await post("/shortlist", {});
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Nothing to change");
    response = await post("/shortlist", { add: "999999" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("No program has the id 999999");
  });

  it("opens a shared list read-only, and saves it on this phone in place of its own", async () => {
    let response = await get("/shortlist?programs=1,25,67", "shortlist=2");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(saved(html)).toEqual([1, 25, 67]);
    expect(html).toContain("A shared shortlist");
    expect(html).not.toContain('name="remove"');
    expect(html).toContain('name="replace" value="1,25,67"');
    expect(html).toContain("It replaces the list already saved on this phone.");

    expect(html).toMatch(/<form [^>]*action="\/shortlist" method="post"><input type="hidden" name="replace"/);
    response = await post("/shortlist", { replace: "1,25,67" }, "shortlist=2");
    expect(response.status).toBe(303);
    expect(cookieOf(response)).toBe("shortlist=1.25.67");

    expect((await get("/shortlist?programs=1,x")).status).toBe(400);
    expect((await get(`/shortlist?programs=${Array.from({ length: 11 }, (_, i) => i + 1).join(",")}`)).status).toBe(
      400,
    );
  });

  // Issue 40: a link from another site, a crawler or a prefetch changed the list through ?add= and ?remove=.
  it("changes nothing on a GET: ?add=, ?remove= and ?replace= show the list as it is", async () => {
    for (const query of ["add=25", "remove=1", "replace=25"]) {
      const response = await get(`/shortlist?${query}`, "shortlist=1");
      expect(response.status, query).toBe(200);
      expect(response.headers.get("Set-Cookie"), query).toBeNull();
      expect(saved(await response.text()), query).toEqual([1]);
    }
  });

  it("refuses a change posted from another site's page (it would replace the list: no cookie comes with it)", async () => {
    const response = await post("/shortlist", { add: "25" }, "", { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toContain("Your shortlist changes only from this site");
    expect((await post("/shortlist", { add: "25" }, "", { "Sec-Fetch-Site": "same-origin" })).status).toBe(303);
  });

  it("sends one to three ticked to /compare; none or more than three is a 400 that says why", async () => {
    const cookie = "shortlist=1.25.67.2";
    let response = await get("/shortlist?compare=1&compare=25&compare=67", cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/compare?programs=1,25,67");
    response = await get("/ar/shortlist?programs=1,25&compare=25", cookie);
    expect(response.headers.get("Location")).toBe("/ar/compare?programs=25");

    response = await get("/shortlist?compare=1&compare=25&compare=67&compare=2", cookie);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("You ticked 4: compare shows up to 3 programs side by side.");
    // The boxes stay ticked for the student to untick one.
    expect(html.match(/checked=""/g)).toHaveLength(4);
    expect(await (await get("/shortlist?compare=", cookie)).text()).toContain("Nothing ticked to compare");
  });

  it("explains how to save when empty", async () => {
    const response = await get("/shortlist");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Tap &quot;Save&quot; on any program to keep it here");
  });
});
