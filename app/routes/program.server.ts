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
import type { Requirement } from "~/catalogue/eligibility";
import { displayCurrency } from "~/catalogue/currency";
import { readNationality } from "~/catalogue/nationality";
import { readHousing } from "~/catalogue/yearly-cost";
import { moneyTrailFor } from "~/catalogue/money-trail";
import { selectMoneyTrails } from "~/models/money-trails.server";
import { selectRequirements } from "~/models/entry-rules.server";
import { loadOfferingFacts } from "~/models/offering-facts.server";
import { findPrograms, getProgram, resolveProgramSlug, summarizePrograms } from "~/models/programs.server";
import { getUniversity } from "~/models/universities.server";
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

  // ?university= may name any university that exists; an unknown one is ignored. Read beside the program: it
  // needs only the URL. The page is about the program: without it, only the error page (500).
  // The university's money trail (deposit, refunds) is read in the same round trip: it needs only the URL too, and
  // the page goes on without it when its read fails.
  const universityId = parsePositiveId(universityParam);
  const [{ slug, offerings }, university, moneyTrailsRead] = await required(
    label,
    Promise.all([
      resolveProgramSlug(db, params.slug),
      universityId ? getUniversity(db, universityId) : undefined,
      deferred(`${label}: money trail`, universityId ? selectMoneyTrails(db, universityId) : Promise.resolve([])),
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

  // An extra: started now, beside the facts, streamed in after the page, and left out when its read fails.
  const related = deferred(
    `/programs/${slug}: related`,
    findPrograms(db, { category: first.category }).then((rows) => {
      const seen = new Set([first.slug]);
      return rows.filter((r) => !seen.has(r.slug) && seen.add(r.slug)).slice(0, RELATED_COUNT);
    }),
  );

  // Intakes and the all-in yearly cost, in the first HTML; judged against today in Istanbul. When the read fails
  // the page still shows the program, without them.
  // Prices are after the discounts the student's nationality opens (?nationality=, app/catalogue/discounts.ts). The entry
  // requirements are read beside them: the selected offering's, or every offering's for the program's own page.
  const housing = readHousing(url.searchParams.get("housing"));
  const nationality = readNationality(url.searchParams.get("nationality"));
  const currency = displayCurrency(request, currentLocale());
  const [factsRead, requirementsRead] = await Promise.all([
    deferred(
      `/programs/${slug}: intakes and costs`,
      loadOfferingFacts(db, offerings, housing, istanbulToday(), { ...NO_PROFILE, nationality }, currency),
    ),
    deferred(
      `/programs/${slug}: entry requirements`,
      selectRequirements(db, selected ? [selected.id] : offerings.map((o) => o.id)),
    ),
  ]);
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
    requirements: requirementsRead.ok ? (requirementsRead.data as Requirement[]) : null,
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
