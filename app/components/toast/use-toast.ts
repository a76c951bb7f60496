import { useSyncExternalStore } from "react";
import { loadToastViewport } from "./load-toast-viewport";

// A tiny toast store (no Radix here: this module ships with every page that can toast). The Radix
// viewport that shows the toasts is loaded on demand by <Toaster /> (see toaster.tsx).

export type ToastVariant = "default" | "destructive";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number };
export type ToastItem = ToastInput & { id: string; open: boolean };

/** Spec section 9: one toast at a time; a newer one replaces it. */
export const TOAST_LIMIT = 1;
/** Spec section 9: a dismissed toast is dropped from the store after this long (the limit replaces it sooner). */
export const TOAST_REMOVE_DELAY = 1_000_000;

// The server's (and hydration's) snapshot is the store's first state, the same array: React compares them when the
// toaster subscribes, and two empty arrays would force a second, synchronous render of it after hydration.
const NO_TOASTS: ToastItem[] = [];
let toasts = NO_TOASTS;
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Shows a toast (replacing the one on screen). Call from event handlers and effects, never while rendering. */
export function toast(input: ToastInput) {
  const id = String(++counter);
  void loadToastViewport();
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string) {
  setToasts(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts to render (always none on the server). */
export function useToasts() {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}

export function useToast() {
  return { toast, dismiss: dismissToast };
}

/** Starts loading the toast viewport early, e.g. when a visitor starts filling in a form that will toast. */
export function preloadToaster() {
  void loadToastViewport();
}
