import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { faculties, programIntakes, programs, universities } from "~/db/schema";
import { tuitionRange } from "~/catalogue/program-format";
import { translated } from "./translated.server";

// The camelCase program shape of spec section 3 (`tuition` is the display text), with its
// university and faculty joined in so no page needs a second query per card; texts in the request's language.
const programColumns = () => ({
  id: programs.id,
  slug: programs.slug,
  name: translated(programs.name, programs.id),
  category: programs.category,
  catalogTab: programs.catalogTab,
  description: translated(programs.description, programs.id),
  studyLevel: programs.studyLevel,
  duration: programs.duration,
  durationYears: programs.durationYears,
  totalCourses: programs.totalCourses,
  languages: programs.languages,
  feesPerSemester: programs.feesPerSemester,
  tuition: programs.tuitionText,
  tuitionPerYear: programs.tuitionPerYear,
  universityId: programs.universityId,
  universitySlug: universities.slug,
  universityName: universities.name,
  universityShortName: universities.shortName,
  universityLogoUrl: universities.logoUrl,
  facultyId: programs.facultyId,
  facultySlug: faculties.slug,
  faculty: translated(faculties.name, faculties.id),
  facultyShortName: translated(faculties.shortName, faculties.id),
  featured: programs.featured,
  iconName: programs.iconName,
  imageUrl: programs.imageUrl,
});

export type Program = Awaited<ReturnType<typeof listPrograms>>[number];

function selectPrograms(db: Db, where?: SQL) {
  return db
    .select(programColumns())
    .from(programs)
    .innerJoin(universities, eq(programs.universityId, universities.id))
    .innerJoin(faculties, eq(programs.facultyId, faculties.id))
    .where(where)
    .orderBy(asc(universities.sortOrder), asc(programs.sortOrder), asc(programs.id));
}

export function listPrograms(db: Db) {
  return selectPrograms(db);
}

export function listFeaturedPrograms(db: Db, limit = 4) {
  return selectPrograms(db, eq(programs.featured, true)).limit(limit);
}

export function listProgramsOfUniversity(db: Db, universityId: number) {
  return selectPrograms(db, eq(programs.universityId, universityId));
}

/** Every university's offering of one program (the /programs/{slug} page). */
export function listProgramsBySlug(db: Db, slug: string) {
  return selectPrograms(db, eq(programs.slug, slug));
}

/**
 * Slugs the spec names (its program detail examples) for programs D1 lists under a fuller name. An alias only
 * answers while no program has the slug itself, so a real program of that name would win (docs/decisions/0014).
 */
export const PROGRAM_SLUG_ALIASES: Readonly<Record<string, string>> = {
  "artificial-intelligence": "artificial-intelligence-engineering",
};

/**
 * The offerings behind a /programs/{slug} address and the program's canonical slug: the slug itself, or the
 * program an alias stands for. No offerings means no such program.
 */
export async function resolveProgramSlug(db: Db, slug: string) {
  // The slug and its alias in one read: a page reads the rest of what it needs beside it (programSlugs).
  const rows = await selectPrograms(db, inArray(programs.slug, programSlugs(slug)));
  const offerings = rows.filter((row) => row.slug === slug);
  const alias = PROGRAM_SLUG_ALIASES[slug];
  if (offerings.length > 0 || !alias) return { slug, offerings };
  return { slug: alias, offerings: rows.filter((row) => row.slug === alias) };
}

/** The slugs resolveProgramSlug may answer with: the one asked for and its alias, if any. */
export function programSlugs(slug: string) {
  const alias = PROGRAM_SLUG_ALIASES[slug];
  return alias ? [slug, alias] : [slug];
}

/** The ids of the offerings of these program slugs, as a subquery (reads started before the offerings are known). */
export function offeringsOfSlugs(db: Db, slugs: string[]) {
  return db.select({ id: programs.id }).from(programs).where(inArray(programs.slug, slugs));
}

/** Every offering in the category of these program slugs (a program page's related programs). */
export function listProgramsInCategoryOf(db: Db, slugs: string[]) {
  const category = db.select({ category: programs.category }).from(programs).where(inArray(programs.slug, slugs));
  return selectPrograms(db, inArray(programs.category, category));
}

export async function getProgram(db: Db, id: number) {
  const [row] = await selectPrograms(db, eq(programs.id, id));
  return row;
}

/** The offerings with these ids (any order; unknown ids are simply absent). */
export function listProgramsByIds(db: Db, ids: number[]) {
  return selectPrograms(db, inArray(programs.id, ids));
}

export function listProgramsOfFacultyAtUniversity(db: Db, facultyId: number, universityId: number) {
  return selectPrograms(db, and(eq(programs.facultyId, facultyId), eq(programs.universityId, universityId)));
}

// ---------------------------------------------------------------- the program browsing pages

/** Any mix of the browsing pages' filters; an absent field does not filter. */
export type ProgramQuery = {
  category?: string;
  studyLevel?: string;
  language?: string;
  universityId?: number;
  facultySlug?: string;
  /** Case-insensitive text inside the program name (and, with searchEverywhere, the faculty or university name). */
  search?: string;
  searchEverywhere?: boolean;
  /** Offerings with an intake starting in this month ('02') whose deadline is not before `today` (ISO day). */
  intake?: { month: string; today: string };
};

function contains(column: SQL | typeof programs.name, text: string) {
  // instr() rather than LIKE: the visitor's text needs no escaping of % and _.
  return sql`instr(lower(${column}), ${text.toLowerCase()}) > 0`;
}

function queryConditions(q: ProgramQuery) {
  const conditions: SQL[] = [];
  if (q.category) conditions.push(eq(programs.category, q.category));
  if (q.studyLevel) conditions.push(eq(programs.studyLevel, q.studyLevel));
  if (q.language) conditions.push(eq(programs.languages, q.language));
  if (q.universityId) conditions.push(eq(programs.universityId, q.universityId));
  if (q.facultySlug) conditions.push(eq(faculties.slug, q.facultySlug));
  if (q.search) {
    // The name as the page shows it (in French or Arabic, the translation where there is one).
    const inName = contains(translated(programs.name, programs.id), q.search);
    conditions.push(
      q.searchEverywhere
        ? sql`(${inName} or ${contains(sql`${faculties.name}`, q.search)} or ${contains(sql`${universities.name}`, q.search)})`
        : inName,
    );
  }
  if (q.intake) {
    conditions.push(
      sql`exists (select 1 from ${programIntakes} where ${programIntakes.programId} = ${programs.id} and strftime('%m', ${programIntakes.startsOn}) = ${q.intake.month} and ${programIntakes.applicationDeadline} >= ${q.intake.today})`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Every offering (one row per program and university) that matches the query, in catalogue order. */
export function findPrograms(db: Db, query: ProgramQuery) {
  return selectPrograms(db, queryConditions(query));
}

export type ProgramSummary = ReturnType<typeof summarizePrograms>[number];

/**
 * One entry per program name (slug) across the universities offering it: the /programs cards. Languages and
 * durations that differ between universities are listed together; the tuition is the range of the offerings.
 */
/** A list with at least one item: a group never exists without its first member. */
export type NonEmpty<T> = [T, ...T[]];

export function summarizePrograms(rows: Program[]) {
  const bySlug = new Map<string, NonEmpty<Program>>();
  for (const row of rows) {
    const offerings = bySlug.get(row.slug);
    if (offerings) offerings.push(row);
    else bySlug.set(row.slug, [row]);
  }
  return [...bySlug.values()]
    .map((offerings) => {
      const [first] = offerings;
      const fees = offerings.map((o) => o.tuitionPerYear);
      const distinct = (values: string[]) => [...new Set(values)].join(" / ");
      return {
        slug: first.slug,
        name: first.name,
        category: first.category,
        catalogTab: first.catalogTab,
        description: first.description,
        studyLevel: first.studyLevel,
        duration: distinct(offerings.map((o) => o.duration)),
        languages: distinct(offerings.map((o) => o.languages)),
        tuitionMin: Math.min(...fees),
        tuitionMax: Math.max(...fees),
        tuition: tuitionRange(Math.min(...fees), Math.max(...fees)),
        universities: offerings.map((o) => ({
          id: o.universityId,
          name: o.universityName,
          shortName: o.universityShortName,
          logoUrl: o.universityLogoUrl,
        })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** Groups items by a key, keeping `order` for the groups (keys outside it come last, in first-seen order). */
export function groupBy<T, K extends string>(items: T[], key: (item: T) => K, order: readonly string[] = []) {
  const groups = new Map<K, NonEmpty<T>>();
  for (const item of items) {
    const members = groups.get(key(item));
    if (members) members.push(item);
    else groups.set(key(item), [item]);
  }
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([k, members]) => ({ key: k, items: members }));
}

/**
 * The /programs-legacy shape: universities, each with its faculties (by faculty id, which follows the faculties'
 * order in the seed), each with its programs.
 */
export function programsByUniversityAndFaculty(rows: Program[]) {
  return groupBy(rows, (r) => String(r.universityId)).map(({ items }) => {
    const [first] = items;
    const byFaculty = groupBy(items, (r) => String(r.facultyId)).sort(
      (a, b) => a.items[0].facultyId - b.items[0].facultyId,
    );
    return {
      id: first.universityId,
      slug: first.universitySlug,
      name: first.universityName,
      shortName: first.universityShortName,
      faculties: byFaculty.map(({ items: programsOfFaculty }) => ({
        id: programsOfFaculty[0].facultyId,
        slug: programsOfFaculty[0].facultySlug,
        name: programsOfFaculty[0].faculty,
        programs: programsOfFaculty.map((p) => ({
          id: p.id,
          slug: p.slug,
          name: p.name,
          languages: p.languages,
          duration: p.duration,
          tuition: p.tuition,
        })),
      })),
    };
  });
}

/** The light list behind the application form's program dropdown (filtered by faculty and university there). */
export function listProgramChoices(db: Db) {
  return db
    .select({
      id: programs.id,
      name: programs.name,
      label: translated(programs.name, programs.id),
      facultyId: programs.facultyId,
      universityId: programs.universityId,
      studyLevel: programs.studyLevel,
    })
    .from(programs)
    .innerJoin(universities, eq(programs.universityId, universities.id))
    .orderBy(asc(universities.sortOrder), asc(programs.sortOrder), asc(programs.id));
}

/** Every intake that starts on or after `today` (an ISO day, Istanbul), by program, earliest first: /apply's choice. */
export function listIntakeChoices(db: Db, today: string) {
  return db
    .select({ programId: programIntakes.programId, startsOn: programIntakes.startsOn })
    .from(programIntakes)
    .where(sql`${programIntakes.startsOn} >= ${today}`)
    .orderBy(asc(programIntakes.startsOn), asc(programIntakes.programId));
}
