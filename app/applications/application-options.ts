// The application form's faculty → university → program choices, all from the D1 catalogue (the loader reads
// them; these pure helpers filter and preselect them on the server and in the browser alike).

/** `name` and `shortName` are the catalogue's (English) names the form sends; the labels are in the page's language. */
export type FacultyOption = { id: number; name: string; shortName: string; label: string; shortLabel: string };
export type UniversityOption = { id: number; name: string; shortName: string };
/** `name` is the catalogue's (English) name the form sends and staff read; `label` the name in the page's language. */
export type ProgramChoice = {
  id: number;
  name: string;
  label: string;
  facultyId: number;
  universityId: number;
  /** bachelor | master | phd | associate: the checklist's key. */
  studyLevel: string;
};

/** An intake that has not started: the program it belongs to and its first day (an ISO day). */
export type IntakeChoice = { programId: number; startsOn: string };

export type Catalogue = {
  faculties: FacultyOption[];
  universities: UniversityOption[];
  programs: ProgramChoice[];
  intakes: IntakeChoice[];
};

/** The form's three choices, as the names the selects hold. */
export type Choice = { faculty: string; university: string; program: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findFaculty(catalogue: Catalogue, name: string) {
  return name ? catalogue.faculties.find((f) => same(f.name, name) || same(f.shortName, name)) : undefined;
}

export function findUniversity(catalogue: Catalogue, nameOrId: string) {
  if (!nameOrId) return undefined;
  if (/^\d+$/.test(nameOrId.trim())) return catalogue.universities.find((u) => u.id === Number(nameOrId));
  return catalogue.universities.find((u) => same(u.name, nameOrId) || same(u.shortName, nameOrId));
}

/** The programs a university offers in a faculty (empty when either is not chosen). */
export function programsOf(catalogue: Catalogue, facultyName: string, universityName: string) {
  const faculty = findFaculty(catalogue, facultyName);
  const university = findUniversity(catalogue, universityName);
  if (!faculty || !university) return [];
  return catalogue.programs.filter((p) => p.facultyId === faculty.id && p.universityId === university.id);
}

/** Every program, grouped per faculty and university in catalogue order (the select without JavaScript). */
export function groupedPrograms(catalogue: Catalogue) {
  const groups: { label: string; programs: ProgramChoice[] }[] = [];
  for (const faculty of catalogue.faculties) {
    for (const university of catalogue.universities) {
      const programs = catalogue.programs.filter((p) => p.facultyId === faculty.id && p.universityId === university.id);
      if (programs.length > 0) groups.push({ label: `${faculty.shortLabel} · ${university.shortName}`, programs });
    }
  }
  return groups;
}

/**
 * `?university={id or name}` chooses that university; `?program={name}` (English or as the page shows it) chooses what it can: the program's
 * faculty when that is unique, its university when unique (or given), and the program once both are known.
 */
export function preselect(params: URLSearchParams, catalogue: Catalogue): Choice {
  const university = findUniversity(catalogue, params.get("university") ?? "");
  const programName = params.get("program")?.trim() ?? "";
  const choice: Choice = { faculty: "", university: university?.name ?? "", program: "" };
  if (!programName) return choice;

  // A link from a page in French or Arabic names the program as that page shows it.
  const isNamed = (p: ProgramChoice) => same(p.name, programName) || same(p.label, programName);
  const named = catalogue.programs.filter(isNamed);
  const atUniversity = university ? named.filter((p) => p.universityId === university.id) : named;
  const candidates = atUniversity.length > 0 ? atUniversity : named;
  const facultyIds = new Set(candidates.map((p) => p.facultyId));
  if (facultyIds.size === 1) {
    choice.faculty = catalogue.faculties.find((f) => f.id === [...facultyIds][0])?.name ?? "";
  }
  if (!university) {
    const universityIds = new Set(candidates.map((p) => p.universityId));
    if (universityIds.size === 1) {
      choice.university = catalogue.universities.find((u) => u.id === [...universityIds][0])?.name ?? "";
    }
  }
  if (choice.faculty && choice.university) {
    choice.program = programsOf(catalogue, choice.faculty, choice.university).find(isNamed)?.name ?? "";
  }
  return choice;
}

/** The offering the three choices name, as the checklist reads it (null until all three are chosen). */
export function chosenOffering(catalogue: Catalogue, choice: Choice) {
  if (!choice.program) return null;
  const program = programsOf(catalogue, choice.faculty, choice.university).find((p) => same(p.name, choice.program));
  return program ? { id: program.id, universityId: program.universityId, studyLevel: program.studyLevel } : null;
}

/**
 * The intake start days the form offers: the chosen program's, or (no program chosen yet, or a form without
 * JavaScript that cannot follow the selects) every start day some program has, once each, earliest first.
 */
export function intakeOptions(catalogue: Catalogue, programId: number | undefined) {
  const days = catalogue.intakes
    .filter((i) => programId === undefined || i.programId === programId)
    .map((i) => i.startsOn);
  return [...new Set(days)].sort();
}
