import { cloneElement, type ReactElement, useId } from "react";

/**
 * A short label for `children` (one focusable element), shown by CSS alone: after the spec's 700 ms on hover, at
 * once on keyboard focus. The pages that show tooltips ship no script (docs/decisions/0026), and a tap on a phone
 * focuses the trigger, which shows it too. `align`: the label's edge at the trigger's start or end, so one near the
 * right edge of a 412 px screen stays on it.
 */
export function Tooltip({
  content,
  align = "start",
  children,
}: {
  content: string;
  align?: "start" | "end";
  children: ReactElement<{ "aria-describedby"?: string }>;
}) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      {cloneElement(children, { "aria-describedby": id })}
      <span
        id={id}
        role="tooltip"
        className={`tooltip pointer-events-none absolute bottom-full z-50 mb-1.5 w-max max-w-[16rem] rounded-md bg-gray-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg ${align === "end" ? "end-0" : "start-0"}`}
      >
        {content}
      </span>
    </span>
  );
}
