import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";
import type { Settled } from "~/lib/settled";

/**
 * A section whose data streams in after the shell: `loading` (skeletons) until it arrives, then `error` when the
 * query failed, `empty` when it found nothing (an empty list, or what `isEmpty` says), else `children(data)`.
 */
export function Streamed<T>({
  resolve,
  loading,
  error,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  resolve: Promise<Settled<T>>;
  loading: ReactNode;
  error: ReactNode;
  empty: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  return (
    <Suspense fallback={loading}>
      <Await resolve={resolve} errorElement={error}>
        {(result: Settled<T>) => (!result.ok ? error : isEmpty(result.data) ? empty : children(result.data))}
      </Await>
    </Suspense>
  );
}
