import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect, useState } from "react";
import { m } from "~/i18n/paraglide/messages";
import { dismissToast, useToasts, type ToastVariant } from "./use-toast";

// Spec section 9: 5000 ms by default, swipe right past 50 px to dismiss, F8 focuses the viewport,
// fixed and full width, at most 420 px wide from md up.
const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: "border-gray-200 bg-white text-gray-900",
  destructive: "border-red-700 bg-red-600 text-white",
};

// Screen readers hear a toast through the viewport, a polite live region that exists before any toast is put
// in it (errors use role="alert"). Radix's own announcer would copy the text into a second, hidden element,
// so the text is excluded from it (only the provider's label is announced that way).
export default function ToastViewport() {
  const store = useToasts();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setLive(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const toasts = live ? store : [];
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={m.forms_toast_label()}>
      {toasts.map(({ id, title, description, variant = "default", duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          data-variant={variant}
          role={variant === "destructive" ? "alert" : undefined}
          className={`group pointer-events-auto relative box-border flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pe-10 shadow-lg transition-transform data-[state=open]:animate-slide-in-right data-[state=open]:animate-duration-200 data-[state=closed]:animate-fade-out data-[state=closed]:animate-duration-150 data-[swipe=move]:transition-none data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-slide-out-right data-[swipe=end]:animate-duration-150 ${VARIANT_CLASSES[variant]}`}
        >
          <div className="grid gap-1" data-radix-toast-announce-exclude="">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={m.forms_toast_close()}
            className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:(opacity-100 outline-none ring-2 ring-current)"
          >
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        aria-live="polite"
        className="fixed top-0 z-[100] m-0 box-border flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-none sm:bottom-0 sm:end-0 sm:top-auto sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
