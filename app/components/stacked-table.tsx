import type { ReactNode } from "react";

/**
 * One table, two layouts, by CSS alone. The table's frame is a container (`@container`): while it is narrower
 * than 40rem every row is a compact card (its cells wrap inside it, the header row is read by screen readers
 * only); from 40rem it is an ordinary table. Measuring the frame, not the screen, also gives cards where a wide
 * screen leaves the table too little room (beside a sidebar). Changing a table's `display` can drop its
 * semantics in some browsers, so the rows and cells also carry their ARIA roles.
 */
const t = {
  table: "block w-full text-start text-sm @[40rem]:table",
  head: "sr-only @[40rem]:not-sr-only @[40rem]:table-header-group bg-gray-50 text-xs uppercase",
  headRow: "@[40rem]:table-row",
  body: "block divide-y divide-gray-100 @[40rem]:table-row-group",
  row: "flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-4 @[40rem]:table-row @[40rem]:p-0",
  /** Room around a cell in the table layout: tight, so six columns fit in 40rem. */
  pad: "@[40rem]:(px-2.5 py-3)",
  headCell: "px-4 py-3 @[40rem]:px-2.5",
} as const;

/** A column: its header, and `table-only` when its cells are left off the cards. */
export type Column = { label: ReactNode; span?: "inline" | "table-only" };

type StackedTableProps = {
  columns: readonly Column[];
  /** The header's text colour. */
  headClassName?: string;
  "data-testid"?: string;
  children: ReactNode;
};

/** A table whose rows become cards in a narrow frame; put it inside an element with `@container`. */
export function StackedTable({ columns, headClassName = "text-gray-600", children, ...rest }: StackedTableProps) {
  return (
    <table role="table" className={t.table} {...rest}>
      <thead role="rowgroup" className={`${t.head} ${headClassName}`}>
        <tr role="row" className={t.headRow}>
          {columns.map((column, index) => (
            <th
              // A table's columns are fixed: their position is their identity.
              key={index}
              role="columnheader"
              scope="col"
              className={`${spans[column.span ?? "inline"]} ${t.headCell}`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={t.body}>
        {children}
      </tbody>
    </table>
  );
}

type RowProps = { className?: string; children: ReactNode } & Omit<React.ComponentProps<"tr">, "role">;

/** A row: a card in a narrow frame, a table row from 40rem. */
export function StackedRow({ className = "", children, ...rest }: RowProps) {
  return (
    <tr role="row" className={`${t.row} ${className}`} {...rest}>
      {children}
    </tr>
  );
}

type CellProps = {
  /** `full` takes a whole line of the card; `inline` sits beside its neighbours; `table-only` is left off cards. */
  span?: keyof typeof spans;
  /** The row's header cell (`<th scope="row">`), e.g. the program's name. */
  header?: boolean;
  className?: string;
  children: ReactNode;
};

const spans = {
  full: "block basis-full @[40rem]:table-cell",
  inline: "block @[40rem]:table-cell",
  "table-only": "hidden @[40rem]:table-cell",
} as const;

/** A cell, padded for the table layout. */
export function StackedCell({ span = "inline", header, className = "", children }: CellProps) {
  const classes = `${spans[span]} ${t.pad} ${className}`;
  return header ? (
    <th role="rowheader" scope="row" className={classes}>
      {children}
    </th>
  ) : (
    <td role="cell" className={classes}>
      {children}
    </td>
  );
}
