import { AsyncLocalStorage } from "node:async_hooks";

// A development-only meter around the D1 binding (docs/decisions/0047-one-d1-round-trip-per-page.md). Only a local
// build has it (SANDBOX_GATEWAYS=on, vite.config.ts `localOnlyModules`; every other build gets d1-meter.off.server.ts),
// and even there it is off unless the Worker's environment asks for it:
//   D1_ROUND_TRIPS=on  count, per request, the D1 calls and the round trips, in the answer's headers
//   D1_DELAY_MS=150    also wait that long before every D1 call, as a Worker in Lagos waits on a database in Europe
// A round trip is what the request waits for in sequence: a call started while another is still in flight rides
// along with it (a `batch()` is one call; reads started together with Promise.all are one round trip), a call
// started after every earlier one has settled is a new one.

export const D1_CALLS_HEADER = "X-D1-Calls";
export const D1_ROUND_TRIPS_HEADER = "X-D1-Round-Trips";

type Meter = { calls: number; roundTrips: number; inFlight: number; delayMs: number };
const meters = new AsyncLocalStorage<Meter>();

type MeterVars = { D1_ROUND_TRIPS?: string; D1_DELAY_MS?: string };

/**
 * `answer` given the D1 binding, metered when the environment asks for it: then the whole body is read before the
 * answer leaves (so calls made while a page streams are counted too) and the counts ride in two headers.
 */
export async function meteredAnswer(
  vars: object,
  database: D1Database,
  answer: (database: D1Database) => Promise<Response>,
): Promise<Response> {
  const { D1_ROUND_TRIPS, D1_DELAY_MS } = vars as MeterVars;
  const delayMs = Math.max(0, Number(D1_DELAY_MS) || 0);
  if (D1_ROUND_TRIPS !== "on" && delayMs === 0) return answer(database);
  const meter: Meter = { calls: 0, roundTrips: 0, inFlight: 0, delayMs };
  return meters.run(meter, async () => {
    const response = await answer(metered(database));
    const body = response.body ? await response.arrayBuffer() : null;
    const counted = new Response(body, response);
    counted.headers.set(D1_CALLS_HEADER, String(meter.calls));
    counted.headers.set(D1_ROUND_TRIPS_HEADER, String(meter.roundTrips));
    return counted;
  });
}

/** One D1 call, counted (and delayed) under the request's meter. */
async function call<T>(send: () => Promise<T>): Promise<T> {
  const meter = meters.getStore();
  if (!meter) return send();
  meter.calls++;
  if (meter.inFlight === 0) meter.roundTrips++;
  meter.inFlight++;
  try {
    if (meter.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, meter.delayMs));
    return await send();
  } finally {
    meter.inFlight--;
  }
}

// batch() must be given D1's own statements: each wrapper remembers the statement it wraps.
const unwrapped = new WeakMap<object, D1PreparedStatement>();

function statement(real: D1PreparedStatement): D1PreparedStatement {
  const wrapper = {
    bind: (...values: unknown[]) => statement(real.bind(...values)),
    first: (column?: string) => call(() => (column === undefined ? real.first() : real.first(column))),
    run: () => call(() => real.run()),
    all: () => call(() => real.all()),
    raw: (options?: { columnNames?: boolean }) => call(() => real.raw(options as { columnNames: true })),
  };
  unwrapped.set(wrapper, real);
  return wrapper as unknown as D1PreparedStatement;
}

function queries(database: D1Database | D1DatabaseSession) {
  return {
    prepare: (query: string) => statement(database.prepare(query)),
    batch: (statements: D1PreparedStatement[]) =>
      call(() => database.batch(statements.map((s) => unwrapped.get(s) ?? s))),
  };
}

/** The binding with every call counted; its sessions (the Sessions API: withSession) too. */
function metered(database: D1Database): D1Database {
  return {
    ...queries(database),
    exec: (query: string) => call(() => database.exec(query)),
    dump: () => call(() => database.dump()),
    withSession: (constraintOrBookmark?: string) => {
      const session = database.withSession(constraintOrBookmark);
      return { ...queries(session), getBookmark: () => session.getBookmark() };
    },
  } as unknown as D1Database;
}
