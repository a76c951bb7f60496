import { isRouteErrorResponse } from "react-router";

/** Why a form sent by a fetcher got no answer of its own kind. */
export type ActionMiss =
  | { kind: "offline" }
  /** No answer arrived at all (fetch rejected). */
  | { kind: "unreachable" }
  /** A 5xx, a proxy's error page, or anything that is not the route's answer. */
  | { kind: "server" }
  /** A 4xx thrown before the action ran (the edge's rate limit), with its message. */
  | { kind: "refused"; message: string };

/**
 * The `clientAction` of every route whose form a fetcher sends (application, payment): it calls the
 * route's server action and turns anything that is not the action's answer into one of the route's own failures,
 * so the form keeps what was typed instead of React Router replacing the page with its error boundary. A redirect
 * (the payment's checkout) is thrown on for React Router to follow.
 */
export async function guardedClientAction<Answer>(
  serverAction: () => Promise<unknown>,
  isAnswer: (value: unknown) => value is Answer,
  miss: (why: ActionMiss) => Answer,
): Promise<Answer> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return miss({ kind: "offline" });
  try {
    const result = await serverAction();
    return isAnswer(result) ? result : miss({ kind: "server" });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string")
      return miss({ kind: "refused", message: error.data });
    // fetch rejects with a TypeError when no answer arrived at all.
    return miss({ kind: error instanceof TypeError ? "unreachable" : "server" });
  }
}

/**
 * A route's `shouldRevalidate` for a page whose form a fetcher sends: its data stays as it is after the post (a
 * write changes nothing it shows, and on a dropped connection a reload of it would only fail into the error page).
 */
export function keepDataAfterPost({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}) {
  return formMethod ? false : defaultShouldRevalidate;
}
