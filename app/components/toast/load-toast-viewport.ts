// The Radix toast viewport is its own chunk, fetched the first time a page may toast, so pages that never
// toast (the home page) do not download it. The promise is shared: one request, whoever asks first.
let viewport: Promise<typeof import("./toast-viewport")> | undefined;

export function loadToastViewport() {
  viewport ??= import("./toast-viewport");
  return viewport;
}
