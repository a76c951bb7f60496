import { formatUsd } from "./money";
// The overview of a program page that is about the program across universities (no ?university=): written from
// D1's facts about every offering, so it never borrows one university's description or contradicts the table
// beneath it.

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

/** "A", "A and B", "A, B and C". */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const distinct = (values: string[]) => [...new Set(values)];

export function programOverview(facts: OverviewFacts): string {
  const count = facts.universities.length;
  const where =
    count === 1
      ? `at ${facts.universities[0]}, one of our partner universities in Istanbul`
      : `at ${count} of our partner universities in Istanbul: ${listInWords(facts.universities)}`;
  const languages = listInWords(distinct(facts.languages));
  const durations = distinct(facts.durations);
  const duration =
    durations.length === 1
      ? `It takes ${durations[0]}`
      : `It takes ${listInWords(durations)}, depending on the university`;
  const tuition =
    facts.tuitionMin === facts.tuitionMax
      ? `tuition is ${formatUsd(facts.tuitionMin)} per year`
      : `tuition ranges from ${formatUsd(facts.tuitionMin)} to ${formatUsd(facts.tuitionMax)} per year`;
  const faculty = facts.faculty ? ` (${facts.faculty})` : "";
  return (
    `${facts.name} is a ${facts.level} program${faculty} taught in ${languages} ${where}. ` +
    `${duration}, and ${tuition}. ` +
    (count === 1
      ? "See the university's page for campus life and admission details."
      : "Compare the universities below, then open one to read about its program.")
  );
}
