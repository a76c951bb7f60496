import { AsyncLocalStorage } from "node:async_hooks";
import type { EdgeRefusal } from "./edge-context";

// The edge's refusal of the write being served, for the write road (app/writes/run-write.server.ts) to answer in its
// form (edge-refusal.server.ts sets it). Its own module, free of React Router, so the write road imports no UI.

export const refusedWrites = new AsyncLocalStorage<EdgeRefusal>();

/** The edge's refusal of the write being served, when its form answers it (the write road asks, once per write). */
export const refusedWrite = (): EdgeRefusal | undefined => refusedWrites.getStore();
