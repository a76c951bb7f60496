import { data, redirect } from "react-router";
import { currentLocale } from "~/i18n/current-locale";
import { localizedHref } from "~/i18n/locale";
import { getDb } from "~/db/client.server";
import { deferred } from "~/lib/deferred.server";
import { required } from "~/lib/required.server";
import { parsePositiveId } from "~/lib/ids";
import { istanbulToday } from "~/catalogue/intakes";
import { programCopy } from "~/catalogue/program-copy";
import { degreeLevel } from "~/catalogue/program-format";
import { programOverview } from "~/catalogue/program-overview";
import { NO_PROFILE } from "~/catalogue/discounts";
import type { Requirement } from "~/catalogue/eligibility-rules";
import { displayCurrency } from "~/catalogue/display-currency";
import { readNationality } from "~/catalogue/nationality";
import { readHousing } from "~/catalogue/yearly-cost";
import { moneyTrailFor } from "~/catalogue/money-trail";
import { selectMoneyTrails } from "~/models/money-trails.server";
import { selectRequirements } from "~/models/entry-rules.server";
import { offeringFacts, readFactRowsOfSlugs } from "~/models/offering-facts.server";
import {
  getProgram,
  listProgramsInCategoryOf,
  offeringsOfSlugs,
  programSlugs,
  resolveProgramSlug,
  summarizePrograms,
} from "~/models/program-rows.server";
import { getUniversity } from "~/models/university-rows.server";
import type { Route } from "./+types/program";

const RELATED_COUNT = 4;

const distinct = (values: string[]) => [...new Set(values)].join(" / ");

/** /programs/:slug — the program (or one university's offering of it) with its intakes, costs and related programs. */
export async function loadProgramPage({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const universityParam = url.searchParams.get("university");
  const db = getDb();
  const label = `/programs/${params.slug}`;

  // A numeric segment is a program id (old links): answer with its canonical slug URL, keeping ?university=.
  if (/^\d+$/.test(params.slug)) {
    const id = parsePositiveId(params.slug);
    const row = id ? await required(label, getProgram(db, id)) : undefined;
    if (!row) throw data("Program not found", { status: 404 });
    const query = universityParam ? `?${new URLSearchParams({ university: universityParam })}` : "";
    throw redirect(localizedHref(`/programs/${row.slug}${query}`, currentLocale()), 301);
  }
  if (!/^[a-z0-9-]{1,80}$/.test(params.slug)) throw data("Program not found", { status: 404 });

  // Everything the page shows is read in one round trip, beside the program itself: what depends on the program's
  // offerings (their intakes and costs, entry requirements, related programs) is keyed by the slug in SQL
  // (programSlugs: the slug and its alias), not by rows read first. ?university= may name any university that
  // exists; an unknown one is ignored. The page is about the program: without it, only the error page (500). The
  // rest are extras: each is left out when its read fails (the university's money trail, the facts, the
  // requirements), and the related programs stream in after the page.
  const universityId = parsePositiveId(universityParam);
  const slugs = programSlugs(params.slug);
  const housing = readHousing(url.searchParams.get("housing"));
  const nationality = readNationality(url.searchParams.get("nationality"));
  const currency = displayCurrency(request, currentLocale());
  const relatedRead = deferred(`${label}: related`, listProgramsInCategoryOf(db, slugs));
  const [{ slug, offerings }, university, moneyTrailsRead, factRowsRead, requirementsRead] = await required(
    label,
    Promise.all([
      resolveProgramSlug(db, params.slug),
      universityId ? getUniversity(db, universityId) : undefined,
      deferred(`${label}: money trail`, universityId ? selectMoneyTrails(db, universityId) : Promise.resolve([])),
      deferred(`${label}: intakes and costs`, readFactRowsOfSlugs(db, slugs, currency)),
      deferred(`${label}: entry requirements`, selectRequirements(db, offeringsOfSlugs(db, slugs))),
    ]),
  );
  const [first] = offerings;
  // One slug, so one summary: the program across every university offering it.
  const [summary] = summarizePrograms(offerings);
  if (!first || !summary) throw data("Program not found", { status: 404 });
  // A slug the spec names for a program D1 lists under a fuller name: one address per program.
  if (slug !== params.slug) throw redirect(localizedHref(`/programs/${slug}${url.search}`, currentLocale()), 301);

  // With ?university= naming a university that offers it, the page is about that offering; otherwise it is about
  // the program across every university offering it.
  const selected = offerings.find((o) => o.universityId === university?.id);
  const level = degreeLevel(first.slug, (selected ?? first).studyLevel);
  const faculty = distinct(offerings.map((o) => o.faculty));

  // Related: other programs of its category, streamed in after the page.
  const related = relatedRead.then((read) => {
    if (!read.ok) return read;
    const seen = new Set([first.slug]);
    return {
      ok: true as const,
      data: read.data.filter((r) => !seen.has(r.slug) && seen.add(r.slug)).slice(0, RELATED_COUNT),
    };
  });

  // Intakes and the all-in yearly cost, judged against today in Istanbul, after the discounts the student's
  // nationality opens (?nationality=, app/catalogue/discounts.ts); the entry requirements of the selected offering,
  // or of every offering for the program's own page.
  const today = istanbulToday();
  const factsRead = factRowsRead.ok
    ? {
        ok: true as const,
        data: {
          rate: factRowsRead.data.rate,
          facts: new Map(
            offerings.map((o) => [
              o.id,
              offeringFacts(o, factRowsRead.data, housing, today, { ...NO_PROFILE, nationality }),
            ]),
          ),
        },
      }
    : factRowsRead;
  const shown = new Set((selected ? [selected] : offerings).map((o) => o.id));
  const requirements = requirementsRead.ok ? requirementsRead.data.filter((r) => shown.has(r.programId)) : null;
  const facts = factsRead.ok ? factsRead.data : null;
  const selectedFacts = selected ? facts?.facts.get(selected.id) : undefined;

  return {
    program: selected
      ? {
          slug: selected.slug,
          name: selected.name,
          category: selected.category,
          description: selected.description,
          faculty: selected.faculty,
          level,
          languages: selected.languages,
          duration: selected.duration,
          tuition: selected.tuition,
        }
      : {
          slug: summary.slug,
          name: summary.name,
          category: summary.category,
          description: programOverview({
            name: summary.name,
            level,
            faculty,
            languages: offerings.map((o) => o.languages),
            durations: offerings.map((o) => o.duration),
            tuitionMin: summary.tuitionMin,
            tuitionMax: summary.tuitionMax,
            universities: summary.universities.map((u) => u.name),
          }),
          faculty,
          level,
          languages: summary.languages,
          duration: summary.duration,
          tuition: summary.tuition,
        },
    offerings: offerings.map((o) => {
      const f = facts?.facts.get(o.id);
      return {
        id: o.id,
        universityId: o.universityId,
        universityName: o.universityName,
        duration: o.duration,
        languages: o.languages,
        tuition: o.tuition,
        tuitionPerYear: o.tuitionPerYear,
        nextIntake: f ? f.nextIntake : null,
        totalUsd: f ? f.cost.totalUsd : null,
        totalConverted: f ? f.totalConverted : null,
      };
    }),
    housing,
    nationality,
    currency,
    requirements: requirements as Requirement[] | null,
    rate: facts?.rate ?? null,
    selected: selectedFacts ? { id: selected?.id ?? 0, ...selectedFacts } : null,
    moneyTrail: selected && moneyTrailsRead.ok ? moneyTrailFor(moneyTrailsRead.data, selected.facultyId) : null,
    university: university
      ? { id: university.id, name: university.name, shortName: university.shortName, offers: Boolean(selected) }
      : null,
    copy: programCopy(first.name, first.category),
    related,
  };
}
