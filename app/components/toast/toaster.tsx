import { lazy, Suspense, useEffect, useState } from "react";
import { loadToastViewport } from "./load-toast-viewport";
import { useToasts } from "./use-toast";

const ToastViewport = lazy(loadToastViewport);

/**
 * Mount once in the root layout. Renders nothing (and loads nothing) until the first toast is shown or
 * preloaded; from then on the Radix viewport stays mounted (F8 focuses it).
 */
export function Toaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
