// Types of local-server.mjs for the TypeScript that imports it (tests/e2e/refusals.spec.ts); the script stays plain JS.

export type LocalServer = {
  base: string;
  pid: number | undefined;
  ready: Promise<void>;
  stop(signal?: NodeJS.Signals): void;
  workerdPids(): number[];
};

export function requireBuild(hint?: string): void;
export function startLocalServer(options: {
  port: number;
  persistDir: string;
  dbState?: "fresh" | "empty" | "broken";
  env?: Record<string, string>;
}): LocalServer;
export function waitForServer(base: string, timeoutMs?: number): Promise<void>;
export function memoryOf(pid: number): { rss: number; hwm: number };
