import { LabelledSection } from "~/components/labelled-section";
import { StackedCell, StackedRow, StackedTable } from "~/components/stacked-table";
import type { BillLineView, FamilyBillView } from "~/catalogue/family-bill";

// The family's whole bill (issue 53): a table on a wide frame, one card per amount at 412 px (stacked-table.tsx).
// Server-rendered from the view's strings (app/catalogue/family-bill.ts): no message and no script in its chunk.

/** A cell's column name, shown on the cards only (the table has its header row; screen readers read that). */
function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="block text-xs font-semibold text-gray-500 @[40rem]:hidden">
      {children}
    </span>
  );
}

function Amount({ line }: { line: BillLineView }) {
  return (
    <>
      {line.localWords && <span className="block font-semibold text-gray-900">{line.localWords}</span>}
      <span className={line.localWords ? "block text-xs text-gray-600" : "block font-semibold text-gray-900"}>
        {line.usdWords}
      </span>
    </>
  );
}

/** The whole bill, under its own heading; `id` names the heading (several sections share a page). */
export function FamilyBill({
  bill,
  id = "family-bill",
  className = "mt-8",
}: {
  bill: FamilyBillView;
  id?: string;
  className?: string;
}) {
  const { words, totals } = bill;
  const columns = [
    { label: words.columns.item },
    { label: words.columns.payee },
    { label: words.columns.amount },
    { label: words.columns.due },
    { label: words.columns.refund },
    { label: words.columns.source },
  ];
  return (
    <LabelledSection
      id={id}
      title={words.title}
      className={className}
      headingClassName="text-lg font-bold text-gray-900"
    >
      <div data-testid="family-bill">
        <p className="mt-2 text-sm text-gray-700">{words.intro}</p>
        <p className="mt-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900" data-testid="bill-free-note">
          {words.free}
        </p>
        <div className="@container mt-4 overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <StackedTable columns={columns} data-testid="bill-lines">
            {bill.lines.map((line) => (
              <StackedRow
                key={line.key}
                className="align-top"
                data-testid="bill-line"
                data-key={line.key}
                data-payee={line.payee}
                data-indicative={line.indicative ? "true" : undefined}
              >
                <StackedCell header span="full" className="font-semibold text-gray-900">
                  {line.label}
                  {line.indicative && (
                    <span className="ms-2 inline-block rounded bg-amber-100 px-1.5 text-xs font-normal text-amber-900">
                      {words.indicative}
                    </span>
                  )}
                </StackedCell>
                <StackedCell span="full">
                  <CardLabel>{words.columns.payee}</CardLabel>
                  {line.payeeWords}
                </StackedCell>
                <StackedCell span="full">
                  <CardLabel>{words.columns.amount}</CardLabel>
                  <Amount line={line} />
                </StackedCell>
                <StackedCell span="full">
                  <CardLabel>{words.columns.due}</CardLabel>
                  {line.dueWords}
                </StackedCell>
                <StackedCell span="full">
                  <CardLabel>{words.columns.refund}</CardLabel>
                  {line.refundWords}
                </StackedCell>
                <StackedCell span="full" className="text-xs text-gray-600">
                  <CardLabel>{words.columns.source}</CardLabel>
                  {line.sourceWords}
                  {line.sourceUrl && (
                    <>
                      {" "}
                      <a href={line.sourceUrl} rel="noopener noreferrer nofollow" className="text-brand-700 underline">
                        {words.sourceLink}
                      </a>
                    </>
                  )}
                </StackedCell>
              </StackedRow>
            ))}
          </StackedTable>
        </div>
        <p
          className="mt-3 mb-0 flex flex-wrap items-baseline justify-between gap-2 font-semibold"
          data-testid="bill-total"
        >
          <span>{words.total}</span>
          <span className="text-end">
            {totals.localWords && <span className="block text-lg text-gray-900">{totals.localWords}</span>}
            <span className={totals.localWords ? "block text-sm text-gray-600" : "block text-lg text-gray-900"}>
              {totals.usdWords}
            </span>
          </span>
        </p>
        {words.totalExcludes && <p className="mt-2 mb-0 text-sm text-gray-700">{words.totalExcludes}</p>}
        {words.rate && <p className="mt-2 mb-0 text-xs text-gray-600">{words.rate}</p>}
      </div>
    </LabelledSection>
  );
}
