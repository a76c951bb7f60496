// `npm run load:fair`: issue 54's two scenarios against the built site (`npm run build:local` first) on a throwaway
// local server with its rate limits on, as wrangler.toml declares them (miniflare enforces them: fixed windows on the
// clock's minute). Every request names its client address in CF-Connecting-IP, as Cloudflare's edge does; the
// local server keeps a header it is given. No bypass: the limits count what they count in production.
//   LOAD_SCENARIO (room,script: both, in that order)   LOAD_MINUTES (10)   LOAD_PORT (8858)
//   the room: LOAD_STUDENTS (40), LOAD_RETRIES (3)   the script: LOAD_SCRIPT_CONCURRENCY (4), LOAD_THINK_MS (2000)
// Figures and what they mean: docs/capacity.md, "Fair limits: the room and the script (issue 54)".
import { ceilings, declaredLimits } from "./load-fair-kit.mjs";
import { requireBuild, startLocalServer } from "./local-server.mjs";
import { checkRoom, roomReport, runRoom } from "./load-room.mjs";
import { runScript, scriptReport, STUDENT_PAGES } from "./load-script.mjs";

const SCENARIOS = (process.env.LOAD_SCENARIO ?? "room,script").split(",");
const MINUTES = Number(process.env.LOAD_MINUTES ?? 10);
const port = Number(process.env.LOAD_PORT ?? 8858);
const persistDir = ".wrangler/load-fair";

requireBuild("run `npm run build:local` first");
const server = startLocalServer({ port, persistDir, env: { LOCAL_CRON: "off" } });
let problems = 0;
try {
  await server.ready;
  const { base } = server;
  const { bindings, groups, identityGroups } = declaredLimits();
  const perAddress = ceilings(["consultation", "application", "status", "upload"], groups, bindings);
  const perIdentity = ceilings(Object.keys(identityGroups), identityGroups, bindings);
  console.log(`\nLimits as declared (wrangler.toml, rate-limit.server.ts): per address ${perAddress}.`);
  console.log(`Per identity (each e-mail, phone or reference counted apart): ${perIdentity}.\n`);
  // Warm-up from an address of its own: the edge cache holds the pages a student reads.
  for (const path of STUDENT_PAGES)
    await (await fetch(base + path, { headers: { "CF-Connecting-IP": "192.0.2.1" } })).text();

  if (SCENARIOS.includes("room")) {
    process.stderr.write(`the room: ${MINUTES} min... `);
    const room = await runRoom(base, MINUTES);
    process.stderr.write("done\n");
    console.log(roomReport(room, MINUTES));
    problems += await checkRoom(persistDir, room.students);
  }
  if (SCENARIOS.includes("script")) {
    const { text, problems: found } = scriptReport(await runScript(base, MINUTES), MINUTES, persistDir);
    console.log(`\n${text}`);
    problems += found;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.close();
}
if (problems > 0) {
  console.error(`\n${problems} problems: see above.`);
  process.exitCode = 1;
}
