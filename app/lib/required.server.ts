import { data } from "react-router";
import { deferred } from "~/lib/deferred.server";

// Apart from deferred.server.ts, which models' tests import in workerd: this one needs React Router.
/**
 * `deferred()` for the read a page cannot render without (the one row it is about): its data, or, when the read
 * failed, the route's error boundary answering with `status` (`message` is the error's data; without one the root
 * boundary shows its own words).
 */
export async function required<T>(label: string, query: PromiseLike<T>, status = 500, message?: string): Promise<T> {
  const read = await deferred(label, query);
  if (!read.ok) throw data(message ?? null, { status });
  return read.data;
}
