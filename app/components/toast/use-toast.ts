// PLACEHOLDER until the consultation issue lands (Radix Toast: one at a time, 5000 ms, swipe right, F8).
export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };

export function useToast() {
  return { toast: (_toast: ToastInput) => {} };
}
