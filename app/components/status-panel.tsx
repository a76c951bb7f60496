import type { ReactNode } from "react";
import { Icon } from "./icons";

/** The error and empty panels of the list pages (spec section 8): a title, one line of help, optional actions. */
export function StatusPanel({
  tone,
  title,
  message,
  children,
  level = 3,
}: {
  tone: "error" | "empty";
  title: string;
  message?: string;
  children?: ReactNode;
  /** The title's heading level: 3 under a page's h2 (the list pages), 2 right under its h1. */
  level?: 2 | 3;
}) {
  const error = tone === "error";
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div
      role={error ? "alert" : "status"}
      data-testid={`${tone}-panel`}
      className={`rounded-xl border p-8 text-center ${error ? "border-red-200 bg-red-50" : "border-gray-200 bg-white"}`}
    >
      <Icon
        name={error ? "x" : "building"}
        className={`mx-auto h-10 w-10 ${error ? "text-red-500" : "text-gray-400"}`}
      />
      <Heading className={`mt-3 text-lg font-semibold ${error ? "text-red-800" : "text-gray-900"}`}>{title}</Heading>
      {message && <p className={`mt-1 text-sm ${error ? "text-red-700" : "text-gray-600"}`}>{message}</p>}
      {children && <div className="mt-4 flex justify-center gap-3">{children}</div>}
    </div>
  );
}
