import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { faculties, programs, universities } from "~/db/schema";

// The camelCase program shape of spec section 3 (`tuition` is the display text), with its
// university and faculty joined in so no page needs a second query per card.
const programColumns = {
  id: programs.id,
  slug: programs.slug,
  name: programs.name,
  category: programs.category,
  catalogTab: programs.catalogTab,
  description: programs.description,
  studyLevel: programs.studyLevel,
  duration: programs.duration,
  durationYears: programs.durationYears,
  totalCourses: programs.totalCourses,
  languages: programs.languages,
  feesPerSemester: programs.feesPerSemester,
  tuition: programs.tuitionText,
  tuitionPerYear: programs.tuitionPerYear,
  universityId: programs.universityId,
  universityName: universities.name,
  universityShortName: universities.shortName,
  universityLogoUrl: universities.logoUrl,
  facultyId: programs.facultyId,
  faculty: faculties.name,
  facultyShortName: faculties.shortName,
  featured: programs.featured,
  iconName: programs.iconName,
  imageUrl: programs.imageUrl,
};

export type Program = Awaited<ReturnType<typeof listPrograms>>[number];

function selectPrograms(db: Db, where?: SQL) {
  return db
    .select(programColumns)
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

export async function getProgram(db: Db, id: number) {
  const [row] = await selectPrograms(db, eq(programs.id, id));
  return row;
}

export function listProgramsOfFacultyAtUniversity(db: Db, facultyId: number, universityId: number) {
  return selectPrograms(db, and(eq(programs.facultyId, facultyId), eq(programs.universityId, universityId)));
}

/** The light list behind the application form's program dropdown (filtered by faculty and university there). */
export function listProgramChoices(db: Db) {
  return db
    .select({ id: programs.id, name: programs.name, facultyId: programs.facultyId, universityId: programs.universityId })
    .from(programs)
    .innerJoin(universities, eq(programs.universityId, universities.id))
    .orderBy(asc(universities.sortOrder), asc(programs.sortOrder), asc(programs.id));
}
