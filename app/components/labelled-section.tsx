import type { ReactNode } from "react";

/**
 * A <section> named by its own heading (aria-labelledby points at the heading's id), so a screen reader lists the
 * section by its title. The heading comes first; `children` follow it.
 */
export function LabelledSection({
  id,
  title,
  className,
  headingClassName,
  heading: Heading = "h2",
  children,
}: {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName: string;
  heading?: "h2" | "h3";
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
