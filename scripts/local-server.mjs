// What the measurement scripts share: a local server from the build (`node scripts/serve.mjs`) in its own process
// group, waited for, and stopped with the script; and the workerd processes it runs, to read their memory.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { localEnv } from "./local-env.mjs";

/** Stops the script unless `react-router build` has run. */
export function requireBuild(hint = "run `npx react-router build` first") {
  if (!existsSync("build/server/index.js")) {
    console.error(`No build found: ${hint}.`);
    process.exit(1);
  }
}

const started = [];
function stopAll(signal = "SIGTERM") {
  for (const server of started) server.stop(signal);
}
process.on("exit", () => stopAll());
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

/**
 * Starts the built site on `port` with a throwaway state directory (DB_STATE fresh, empty or broken), stopped when
 * the script ends. `await server.ready` before sending anything.
 */
export function startLocalServer({ port, persistDir, dbState = "fresh", env = {} }) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...localEnv, ...env, PORT: String(port), PERSIST_DIR: persistDir, DB_STATE: dbState },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true, // its own process group: vite and workerd stop with it
  });
  const base = `http://localhost:${port}`;
  const server = {
    base,
    pid: child.pid,
    ready: waitForServer(base),
    stop(signal = "SIGTERM") {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    },
    /** Stops it (TERM, then KILL a second later for what lingers) and removes its state directory. */
    async close() {
      server.stop();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      server.stop("SIGKILL");
      rmSync(persistDir, { recursive: true, force: true });
    },
    /** The workerd processes of this server's process group (miniflare runs every Worker in them). */
    workerdPids: () => workerdPidsOf(child.pid),
  };
  started.push(server);
  return server;
}

/** Resolves once `base` serves a static file; throws after `timeoutMs`. */
export async function waitForServer(base, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/favicon.ico`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer on ${base} within ${timeoutMs / 1000} s`);
}

function workerdPidsOf(processGroup) {
  const pids = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (comm.startsWith("workerd") && pgrp === processGroup) pids.push(Number(entry));
    } catch {
      // ended while we looked
    }
  }
  return pids;
}

/** Resident and peak memory of a process, in bytes (VmRSS, VmHWM); zeros once it has ended. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0);
    return { rss: kb("VmRSS") * 1024, hwm: kb("VmHWM") * 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}
