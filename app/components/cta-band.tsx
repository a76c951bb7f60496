import type { ReactNode } from "react";
import { LabelledSection } from "./labelled-section";

/**
 * The dark band that closes a content page: a question or invitation, a line of text, and its links (`children`).
 * `className` places the band (margins, width); `narrow` is the smaller title and text of a single-column page.
 */
export function CtaBand({
  id,
  title,
  text,
  className,
  narrow = false,
  children,
}: {
  id: string;
  title: string;
  text: string;
  className?: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <LabelledSection
      id={id}
      title={title}
      className={`${className ? `${className} ` : ""}rounded-2xl bg-brand-900 px-6 py-12 text-center text-white`}
      headingClassName={narrow ? "text-2xl font-bold" : "text-2xl font-bold sm:text-3xl"}
    >
      <p className={`mx-auto mt-3 ${narrow ? "max-w-xl" : "max-w-2xl"} text-brand-100`}>{text}</p>
      {children}
    </LabelledSection>
  );
}
