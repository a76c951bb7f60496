import { env } from "cloudflare:workers";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { isD1Refusal } from "~/db/d1-refused.server";
import { consultationRequests } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages";
import { request, validConsultation } from "./helpers";

/**
 * A page whose D1 read fails still renders, with the spec's error panel (DECISIONS.md). The failure is real: the
 * table the read needs is renamed away for the request (and back after), as a missing or broken table fails.
 */
async function withoutTable<T>(table: string, run: () => Promise<T>) {
  await env.DB.exec(`ALTER TABLE ${table} RENAME TO ${table}_away`);
  try {
    return await run();
  } finally {
    await env.DB.exec(`ALTER TABLE ${table}_away RENAME TO ${table}`);
  }
}

async function page(path: string) {
  const response = await request(path);
  return { status: response.status, html: await response.text() };
}

describe("pages when a D1 read fails", () => {
  it("/apply shows the programs error panel instead of the form", async () => {
    const { status, html } = await withoutTable("programs", () => page("/apply"));
    expect(status).toBe(200);
    expect(html).toContain("University Application Form");
    expect(html).toContain("Error loading programs. Please try again later.");
    expect(html).not.toContain('name="documents"');
  });

  it("/services shows 'Error loading services'", async () => {
    const { status, html } = await withoutTable("services", () => page("/services"));
    expect(status).toBe(200);
    expect(html).toContain("Error loading services");
    expect(html).toContain("Please try again later or contact our support team for assistance.");
    expect(html).not.toContain("Support Packages");
  });

  it("/programs-legacy shows the programs error panel", async () => {
    const { status, html } = await withoutTable("programs", () => page("/programs-legacy"));
    expect(status).toBe(200);
    expect(html).toContain("Error loading programs. Please try again later.");
  });

  it("a university page keeps the university and shows 'Error loading programs' for its programs", async () => {
    const { status, html } = await withoutTable("faculties", () => page("/universities/2"));
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>[^<]*Istinye University/);
    expect(html).toContain("Error loading programs. Please try again later.");
  });

  it("a program page streams its Related Programs into the document (no JavaScript needed)", async () => {
    const ok = await page("/programs/medicine");
    expect(ok.status).toBe(200);
    expect(ok.html).toContain("Related Programs");
  });
});

/**
 * D1 refusing a write before running it, as a locked local database does (SQLITE_BUSY, `database is locked`): a
 * trigger on the table raises D1's own words for every insert while `run` runs, so each attempt is refused.
 */
async function whileInsertsAreRefused<T>(table: string, run: () => Promise<T>) {
  await env.DB.exec(
    `CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'database is locked'); END`,
  );
  try {
    return await run();
  } finally {
    await env.DB.exec(`DROP TRIGGER refuse_${table}`);
  }
}

/** env.DB, whose next `refusals` statements or batches are refused as a locked database refuses them. */
function refusingFirst(refusals: number): D1Database {
  let left = refusals;
  const refuse = () => {
    if (left-- > 0) throw new Error("D1_ERROR: database is locked: SQLITE_BUSY");
  };
  return new Proxy(env.DB, {
    get(target, key) {
      if (key === "batch")
        return async (statements: D1PreparedStatement[]) => {
          refuse();
          return target.batch(statements);
        };
      if (key !== "prepare") return Reflect.get(target, key, target).bind(target);
      return (query: string) => {
        const bound = (statement: D1PreparedStatement): D1PreparedStatement =>
          new Proxy(statement, {
            get(inner, name) {
              const value = Reflect.get(inner, name, inner);
              if (name === "bind") return (...values: unknown[]) => bound(inner.bind(...values));
              if (["run", "all", "first", "raw"].includes(String(name)))
                return async (...args: unknown[]) => {
                  refuse();
                  return value.apply(inner, args);
                };
              return typeof value === "function" ? value.bind(inner) : value;
            },
          });
        return bound(target.prepare(query));
      };
    },
  });
}

const consultations = async () => (await getDb(env.DB).select({ n: count() }).from(consultationRequests))[0]!.n;
const consultationForm = (path: string, name: string) =>
  request(path, {
    method: "POST",
    body: new URLSearchParams({ ...validConsultation, source: "contact", fullName: name }),
  });

describe("writes when D1 refuses them (locked, overloaded)", () => {
  // getDb runs through retryingRefusedStatements (app/db/d1-refused.server.ts) whatever binding it is given.
  it("runs a refused statement once more: the write lands, once", async () => {
    const db = getDb(refusingFirst(1));
    const before = await consultations();
    const email = `once-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const [row] = await db
      .insert(consultationRequests)
      .values({ ...validConsultation, email, source: "website" })
      .returning();
    expect(row?.email).toBe(email);
    expect(await consultations()).toBe(before + 1);
  });

  it("a refused batch once more too; refused twice, the refusal reaches the caller, nothing written", async () => {
    const insert = (db: ReturnType<typeof getDb>, email: string) =>
      db.batch([db.insert(consultationRequests).values({ ...validConsultation, email, source: "website" })]);
    const before = await consultations();
    await insert(getDb(refusingFirst(1)), "batch-once@example.com");
    expect(await consultations()).toBe(before + 1);
    const twice = await insert(getDb(refusingFirst(2)), "batch-twice@example.com").catch((error: unknown) => error);
    expect(isD1Refusal(twice)).toBe(true);
    expect(await consultations()).toBe(before + 1);
  });

  it("the consultation form answers 503 with 'send it again', in the visitor's language, and keeps what was typed", async () => {
    const before = await consultations();
    const [english, french] = await whileInsertsAreRefused("consultation_requests", async () => [
      await consultationForm("/contact", "Bola Busy"),
      await consultationForm("/fr/contact", "Bola Occupé"),
    ]);
    expect(english!.status).toBe(503);
    const page = await english!.text();
    expect(page).toContain(m.edge_busy({}, { locale: "en" }));
    expect(page).toContain('value="Bola Busy"');
    expect(french!.status).toBe(503);
    expect(await french!.text()).toContain("Nous étions trop occupés");
    expect(await consultations()).toBe(before);
  });

  it("the API answers 503 with the same words and Retry-After, never a bare 500", async () => {
    const response = await whileInsertsAreRefused("consultation_requests", () =>
      request("/api/consultation-requests", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(validConsultation),
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("1");
    expect(await response.json()).toEqual({ message: m.edge_busy({}, { locale: "en" }) });
  });
});
