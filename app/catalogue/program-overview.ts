import { m } from "~/i18n/paraglide/messages";
import { joinList } from "~/lib/join-list";
import { formatUsd } from "~/catalogue/money";
// The overview of a program page that is about the program across universities (no ?university=): written from
// D1's facts about every offering, so it never borrows one university's description or contradicts the table
// beneath it. The sentences are messages (app/i18n/messages/detail), in the language of the request.

type OverviewFacts = {
  name: string;
  level: string;
  faculty: string;
  languages: string[];
  durations: string[];
  tuitionMin: number;
  tuitionMax: number;
  universities: string[];
};

const distinct = (values: string[]) => [...new Set(values)];

export function programOverview(facts: OverviewFacts): string {
  const count = facts.universities.length;
  const about = {
    name: facts.name,
    level: facts.level,
    faculty: facts.faculty ? ` (${facts.faculty})` : "",
    languages: joinList(distinct(facts.languages)),
  };
  const intro =
    count === 1
      ? m.detail_overview_intro_one({ ...about, university: facts.universities[0] ?? "" })
      : m.detail_overview_intro_many({ ...about, count, universities: joinList(facts.universities) });
  const durations = distinct(facts.durations);
  const duration = joinList(durations);
  const tuition = formatUsd(facts.tuitionMin);
  const range = { duration, min: formatUsd(facts.tuitionMin), max: formatUsd(facts.tuitionMax) };
  const sameFee = facts.tuitionMin === facts.tuitionMax;
  const cost =
    durations.length === 1
      ? sameFee
        ? m.detail_overview_cost_same({ duration, tuition })
        : m.detail_overview_cost_range(range)
      : sameFee
        ? m.detail_overview_durations_same({ duration, tuition })
        : m.detail_overview_durations_range(range);
  const outro = count === 1 ? m.detail_overview_outro_one() : m.detail_overview_outro_many();
  return `${intro} ${cost} ${outro}`;
}
