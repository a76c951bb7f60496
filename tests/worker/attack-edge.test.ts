import { describe, expect } from "vitest";
import { m } from "~/i18n/paraglide/messages";
import { attackSuite, post, type AttackCase } from "./attack-harness";
import { request, startWithRoomInTheWindow } from "./helpers";

/** The rate limit's words in English, from the catalogue. */
const RATE_LIMITED_MESSAGE = m.edge_rate_limited({ seconds: "60" }, { locale: "en" });

// The edge's rules against the spelling of a path and the address of a client: a limit is keyed on the route a
// request reaches (however its path is spelled) and on the client's network (an IPv6 /64), and a GET of another
// spelling is sent to the one URL of its page. Limits as wrangler.toml ships them: consultations 60, applications
// 60, status lookups 120, payment starts 20 a minute per client (a room of students behind one address, issue 54).
// The client is the address that connected, unless that is a known proxy (Opera Mini: app/security/known-proxies.ts),
// whose X-Forwarded-For names it, with the proxy's own address held to 600 a minute per route group over every
// client it names; anyone else's X-Forwarded-For and X-OperaMini-Phone-UA change nothing.

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});
const JSON_TYPE = { "Content-Type": "application/json" };

type Refused = { body: string; headers: Record<string, string> };
/**
 * A POST that each route refuses (400/404/415) without writing anything, but that its rate limit counts. A lookup
 * names another reference each time (the `i`th), so that only the address's limit is spent, not one reference's.
 */
const REFUSED: Record<string, Refused | ((i: number) => Refused)> = {
  consultationPage: form({ intent: "consultation", fullName: "x" }),
  consultationApi: { body: "{}", headers: JSON_TYPE },
  applicationPage: form({ firstName: "x" }),
  applicationApi: { body: "not multipart", headers: { "Content-Type": "text/plain" } },
  statusPage: (i) => form({ reference: guessed(i), email: "guess@example.com" }),
  statusApi: (i) => ({
    body: JSON.stringify({ reference: guessed(i), email: "guess@example.com" }),
    headers: JSON_TYPE,
  }),
  paymentPage: form({ customerName: "x" }),
  paymentApi: { body: "{}", headers: JSON_TYPE },
};

/** The `i`th of the references an attacker guesses (APP- and 8 of the reference alphabet). */
const guessed = (i: number) =>
  `APP-${i
    .toString(32)
    .toUpperCase()
    .replace(/[01IO]/g, "Z")
    .padStart(8, "A")}`;
const refused = (kind: keyof typeof REFUSED, i = 0) => {
  const request = REFUSED[kind]!;
  return typeof request === "function" ? request(i) : request;
};

let network = 0;
/** A client address of its own for each burst (TEST-NET-3), so one burst never spends another's budget. */
const nextAddress = () => `203.0.113.${200 + (network++ % 50)}`;

/**
 * Spends a limit from one client through every spelling in `paths` (round after round until `limit` requests were
 * sent), then sends one more to the canonical path: that one must be refused.
 */
function burst(limit: number, paths: [string, keyof typeof REFUSED][], last: [string, keyof typeof REFUSED]) {
  return async () => {
    await startWithRoomInTheWindow();
    const address = nextAddress();
    for (let i = 0; i < limit; i++) {
      const [path, kind] = paths[i % paths.length]!;
      const { body, headers } = refused(kind, i);
      const sent = await post(path, body, { ...headers, "CF-Connecting-IP": address });
      expect(sent.status, `${path} is answered (not limited) within the budget`).not.toBe(429);
      await sent.body?.cancel();
    }
    const [path, kind] = last;
    const { body, headers } = refused(kind, limit);
    return post(path, body, { ...headers, "CF-Connecting-IP": address });
  };
}

const LIMITED = new RegExp(RATE_LIMITED_MESSAGE.slice(0, 40));
const BURST_TIMEOUT = 40_000;

const cases: AttackCase[] = [
  {
    area: "edge: path spelling",
    attack: "consultation limit spent through other spellings",
    input:
      "60 refused POSTs to /Contact, /CONTACT, /contac%74, /contact/, /Universities/1, /api/consultation-request%73; then /contact",
    send: burst(
      60,
      [
        ["/Contact", "consultationPage"],
        ["/CONTACT", "consultationPage"],
        ["/contac%74", "consultationPage"],
        ["/contact/", "consultationPage"],
        ["/Universities/1", "consultationPage"],
        ["/api/consultation-request%73", "consultationApi"],
      ],
      ["/contact", "consultationPage"],
    ),
    status: [429],
    message: LIMITED,
    timeout: BURST_TIMEOUT,
  },
  {
    area: "edge: path spelling",
    attack: "application limit spent through other spellings",
    input: "60 refused POSTs to /Apply, /APPLY, /api/application%73; then /api/applications",
    send: burst(
      60,
      [
        ["/Apply", "applicationPage"],
        ["/APPLY", "applicationPage"],
        ["/api/application%73", "applicationApi"],
      ],
      ["/api/applications", "applicationApi"],
    ),
    status: [429],
    message: LIMITED,
    timeout: BURST_TIMEOUT,
  },
  {
    area: "edge: path spelling",
    attack: "status lookups: e-mail guesses through other spellings",
    input: "120 wrong pairs to /Applications/Status, /api/applications/statu%73; then /applications/status",
    send: burst(
      120,
      [
        ["/Applications/Status", "statusPage"],
        ["/api/applications/statu%73", "statusApi"],
      ],
      ["/applications/status", "statusPage"],
    ),
    status: [429],
    message: LIMITED,
    timeout: BURST_TIMEOUT,
  },
  {
    area: "edge: path spelling",
    attack: "payment limit spent through other spellings",
    // The last is the form as the page posts it (its service in the address): it answers the refusal itself.
    input: "20 refused POSTs to /Payments, /api/payment/initiat%65; then /payments?service=basic",
    send: burst(
      20,
      [
        ["/Payments", "paymentPage"],
        ["/api/payment/initiat%65", "paymentApi"],
      ],
      ["/payments?service=basic", "paymentPage"],
    ),
    status: [429],
    message: LIMITED,
    timeout: BURST_TIMEOUT,
  },
  {
    area: "edge: client address",
    attack: "a fresh IPv6 address of one /64 for every request",
    input: "60 refused consultations from 2001:db8:25:64::1 … ::3c, then one from 2001:db8:25:64:ffff::b",
    send: async () => {
      await startWithRoomInTheWindow();
      const { body, headers } = refused("consultationApi");
      for (let i = 1; i <= 60; i++) {
        const sent = await post("/api/consultation-requests", body, {
          ...headers,
          "CF-Connecting-IP": `2001:db8:25:64::${i.toString(16)}`,
        });
        expect(sent.status).toBe(400);
        await sent.body?.cancel();
      }
      return post("/api/consultation-requests", body, { ...headers, "CF-Connecting-IP": "2001:db8:25:64:ffff::b" });
    },
    status: [429],
    message: LIMITED,
    timeout: BURST_TIMEOUT,
  },
  ...headerSpoofing(),
  {
    area: "edge: path spelling",
    attack: "GET of another spelling of a personal page",
    input: "GET /Applications/Status",
    send: async () => {
      const response = await request("/Applications/Status", { redirect: "manual" });
      expect(response.headers.get("Location")).toBe("/applications/status");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      return response;
    },
    status: [301],
    message: /^$/,
    accepted: { written: "nothing", why: "301 to the one URL of the page, never stored" },
  },
  {
    area: "edge: path spelling",
    attack: "GET of encoded and trailing-slash spellings",
    input: "GET /universities/%31/, /CONTAC%54, /programs/medicine?university=1 as /Programs//medicine",
    send: async () => {
      const moved = async (path: string) => (await request(path, { redirect: "manual" })).headers.get("Location");
      expect(await moved("/universities/%31/")).toBe("/universities/1");
      expect(await moved("/CONTAC%54")).toBe("/contact");
      const program = await request("/Programs//medicine?university=1", { redirect: "manual" });
      expect(program.headers.get("Location")).toBe("/programs/medicine?university=1");
      return program;
    },
    status: [301],
    message: /^$/,
    accepted: { written: "nothing", why: "301 to the one URL of the page, query kept" },
  },
  {
    area: "edge: methods",
    attack: "POST to a page without a form",
    input: "POST / and /programs (urlencoded)",
    send: async () => {
      const home = await post("/", "a=b", { "Content-Type": "application/x-www-form-urlencoded" });
      expect(home.status).toBe(405);
      expect(home.headers.get("Allow")).toBe("GET, HEAD");
      expect(await home.text()).not.toMatch(/action|React Router/i);
      return post("/programs", "a=b", { "Content-Type": "application/x-www-form-urlencoded" });
    },
    status: [405],
    message: /this page accepts GET, HEAD\. To use it, open it with a link or the address bar/,
  },
];

/** An address in Opera Mini's proxy networks (known-proxies.ts). */
const OPERA = "82.145.208.77";

/** Another Opera Mini proxy address, whose ceiling (PROXY_LIMITER, 600 a minute per group) only one case spends. */
const OPERA_CEILING = "141.0.8.9";

/**
 * Headers that would name another client. Each case spends the payment limit (20 a minute; through a known proxy
 * with a made-up client each time, the proxy's own 600) with refused POSTs carrying the header, varied at every
 * request, then sends one more: refused, since the header changed nothing (or its budgets are bounded).
 */
function headerSpoofing(): AttackCase[] {
  const spoof =
    (from: () => string, header: (i: number) => Record<string, string>, budget = 20) =>
    async () => {
      await startWithRoomInTheWindow(budget === 20 ? 20 : 45);
      const address = from();
      const { body, headers } = refused("paymentApi");
      for (let i = 0; i < budget; i++) {
        const sent = await post("/api/payment/initiate", body, {
          ...headers,
          ...header(i),
          "CF-Connecting-IP": address,
        });
        expect(sent.status, "answered (not limited) within the budget").not.toBe(429);
        await sent.body?.cancel();
      }
      return post("/api/payment/initiate", body, { ...headers, ...header(budget), "CF-Connecting-IP": address });
    };
  const area = "edge: client address";
  return [
    {
      area,
      attack: "X-Forwarded-For from a client that is not a known proxy",
      input: "20 refused payment starts from one address, each with another public X-Forwarded-For; then one more",
      send: spoof(nextAddress, (i) => ({ "X-Forwarded-For": `192.0.2.${i + 1}` })),
      status: [429],
      message: LIMITED,
      timeout: BURST_TIMEOUT,
    },
    {
      area,
      attack: "X-Forwarded-For naming Opera's proxy, from a client that is not one",
      input: "20 refused payment starts with X-Forwarded-For '<another address>, 82.145.208.1'; then one more",
      send: spoof(nextAddress, (i) => ({ "X-Forwarded-For": `192.0.2.${i + 1}, 82.145.208.1` })),
      status: [429],
      message: LIMITED,
      timeout: BURST_TIMEOUT,
    },
    {
      area,
      attack: "private addresses forwarded through Opera Mini",
      input:
        "20 refused payment starts through 82.145.208.77 with X-Forwarded-For '10.0.0.n, 192.168.1.n'; then one more",
      send: spoof(
        () => OPERA,
        (i) => ({ "X-Forwarded-For": `10.0.0.${i + 1}, 192.168.1.${i + 1}, 100.64.0.${i + 1}` }),
      ),
      status: [429],
      message: LIMITED,
      timeout: BURST_TIMEOUT,
    },
    {
      area,
      attack: "a new X-OperaMini-Phone-UA for every request through Opera Mini",
      input: "20 refused payment starts through 82.145.208.77 for one forwarded phone, each with another phone UA",
      send: spoof(
        () => OPERA,
        (i) => ({ "X-Forwarded-For": "198.18.0.1, 203.0.113.99", "X-OperaMini-Phone-UA": `Nokia${i}/1.0` }),
      ),
      status: [429],
      message: LIMITED,
      timeout: BURST_TIMEOUT,
    },
    {
      area,
      attack: "a made-up first X-Forwarded-For for every request through Opera Mini",
      input:
        "600 refused payment starts through 141.0.8.9, each forwarded for another made-up public address (its own /64); then one more",
      // Each made-up client is under its own 20; the proxy address's ceiling holds them all to 600 a minute.
      send: spoof(
        () => OPERA_CEILING,
        (i) => ({ "X-Forwarded-For": `192.168.1.2, 2001:db8:f0:${i.toString(16)}::1` }),
        600,
      ),
      status: [429],
      message: LIMITED,
      timeout: 120_000,
    },
  ];
}

describe("attack suite: the edge", () => {
  attackSuite(cases);
});
