import { AsyncLocalStorage } from "node:async_hooks";

// Whether anything a response shows failed to load (a D1 read that settled to its error panel). The edge cache
// stores a page only when nothing did: an error panel answers one visitor, never the next thousand. The state
// follows the request's async work, streamed sections included (they settle after the response has started).

type RenderHealth = { failed: boolean };

const storage = new AsyncLocalStorage<RenderHealth>();

/** Runs `render` with a fresh health record, returned with its result (read it once the body has ended). */
export function withRenderHealth<T>(render: () => T): { result: T; health: Readonly<RenderHealth> } {
  const health: RenderHealth = { failed: false };
  return { result: storage.run(health, render), health };
}

/** Called where a read fails and the page shows an error panel (or leaves a section out). */
export function markRenderFailed() {
  const health = storage.getStore();
  if (health) health.failed = true;
}
