import { type ReactNode, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true once React runs in the browser (no effect needed). The component
 * that calls it renders once more, synchronously, right after hydration: call it in the small component whose
 * output differs, not at the top of a whole form, or that second render and its commit cover everything beneath.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * `children` once React runs in the browser; `fallback`, what works without JavaScript, on the server and while
 * hydrating. Only this component renders again after hydration: both are elements its parent made already.
 */
export function WhenHydrated({ children = null, fallback = null }: { children?: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
