import type { ReactNode } from "react";

/**
 * Where a form's outcome is shown. Its id is the #fragment of the form's `action`, so after a post without
 * JavaScript the browser scrolls the answered page to it (scroll-mt: below the sticky header).
 */
export function FormResult({ id, className = "", children }: { id: string; className?: string; children?: ReactNode }) {
  return (
    <div id={id} className={`scroll-mt-20 ${className}`}>
      {children}
    </div>
  );
}

/** A success or failure panel inside a FormResult. */
export function Notice({ tone, title, children }: { tone: "success" | "error"; title: string; children?: ReactNode }) {
  const colours =
    tone === "success" ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-800";
  return (
    <div role={tone === "success" ? "status" : "alert"} className={`rounded-lg border p-4 ${colours}`}>
      <p className="m-0 font-semibold">{title}</p>
      {children && <div className="mt-1 text-sm">{children}</div>}
    </div>
  );
}

/** The form's action with a #fragment: the page it posts to, scrolled to the result. */
export function actionWithFragment(location: { pathname: string; search: string }, fragment: string) {
  return `${location.pathname}${location.search}#${fragment}`;
}
