// Grey placeholders shown while streamed data arrives (the `skeleton` class draws the pulsing bar).
import { Fragment, type ReactNode } from "react";

/** One placeholder bar per entry of `bars`, each entry the bar's size (and spacing) classes. */
export function SkeletonBars({ bars }: { bars: readonly string[] }) {
  return bars.map((size, i) => <div key={i} className={`skeleton ${size}`} />);
}

/** The 2×2 grid of fact placeholders on a program or university card; `className` places and spaces it. */
export function SkeletonFacts({ className }: { className: string }) {
  return (
    <div className={className}>
      <SkeletonBars bars={["h-8", "h-8", "h-8", "h-8"]} />
    </div>
  );
}

/** `count` copies of a placeholder `card` in a grid, announced to screen readers as `label`. */
export function SkeletonGrid({
  count,
  className,
  label,
  card,
}: {
  count: number;
  className: string;
  label: string;
  card: ReactNode;
}) {
  return (
    <div className={className} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Fragment key={i}>{card}</Fragment>
      ))}
    </div>
  );
}
