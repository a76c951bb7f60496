import type { StaffHistoryEntry } from "~/components/server-data";
import { m } from "~/i18n/paraglide/messages";
import { historyWords, whoWords } from "~/staff/case-words";
import { whenWords } from "~/staff/today-words";
import { CaseSection, muted, NoneYet } from "./case-form-parts";

/** One history of the case, newest first: what happened, when (Istanbul time) and who. */
export function CaseHistory({ history, names }: { history: StaffHistoryEntry[]; names: Record<string, string> }) {
  const newestFirst = [...history].reverse();
  return (
    <CaseSection id="history-heading" title={m.staff_case_history_title()}>
      {newestFirst.length === 0 ? (
        <NoneYet>{m.staff_case_history_none()}</NoneYet>
      ) : (
        <ol className="card m-0 mt-3 list-none divide-y divide-gray-100 p-0" data-testid="case-history">
          {newestFirst.map((entry, index) => {
            const { what, details } = historyWords(entry);
            return (
              // History lines have no id of their own across kinds; their order is fixed for one render.
              <li key={index} className="px-4 py-3" data-kind={entry.kind}>
                <p className="m-0 break-words font-semibold text-gray-900">{what}</p>
                {details.map((detail) => (
                  <p key={detail} className="m-0 whitespace-pre-line break-words text-gray-800">
                    {detail}
                  </p>
                ))}
                <p className={`m-0 mt-1 break-words ${muted}`}>
                  <time dateTime={entry.at}>{whenWords(entry.at)}</time>
                  {" · "}
                  <span data-testid="history-who">{m.staff_case_by({ who: whoWords(entry.actor, names) })}</span>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </CaseSection>
  );
}
