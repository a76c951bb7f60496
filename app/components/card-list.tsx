import type { ReactNode } from "react";

/** A list of cards, one <li> each, keyed by id: `card` draws one. */
export function CardList<T extends { id: number }>({
  items,
  card,
  className,
  testId,
  layout,
}: {
  items: readonly T[];
  card: (item: T) => ReactNode;
  className: string;
  testId: string;
  /** The layout the cards are drawn in, for tests and styles (`data-layout`). */
  layout?: string;
}) {
  return (
    <ul className={className} data-testid={testId} data-layout={layout}>
      {items.map((item) => (
        <li key={item.id}>{card(item)}</li>
      ))}
    </ul>
  );
}
