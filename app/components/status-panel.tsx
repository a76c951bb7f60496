import type { ReactNode } from "react";
import { Icon } from "./icons";

/** The error and empty panels of the list pages (spec section 8): a title, one line of help, optional actions. */
export function StatusPanel({
  tone,
  title,
  message,
  children,
}: {
  tone: "error" | "empty";
  title: string;
  message?: string;
  children?: ReactNode;
}) {
  const error = tone === "error";
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
      <h3 className={`mt-3 text-lg font-semibold ${error ? "text-red-800" : "text-gray-900"}`}>{title}</h3>
      {message && <p className={`mt-1 text-sm ${error ? "text-red-700" : "text-gray-600"}`}>{message}</p>}
      {children && <div className="mt-4 flex justify-center gap-3">{children}</div>}
    </div>
  );
}
