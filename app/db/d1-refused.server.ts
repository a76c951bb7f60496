// A D1 statement can be refused before it runs: the database was locked by another writer (SQLITE_BUSY: local D1
// when a second process writes the file; the platform serialises writes itself) or D1 was overloaded and queued
// no more. Nothing of such a statement was applied, so running it once more is safe for any statement, a write
// included, and whatever the command around it does. Other failures (a lost connection, a reset storage object)
// may have been applied: those are never run again here; the visitor is asked to send again (`isD1Refusal`).

const REFUSED = /SQLITE_BUSY|database is locked|D1 DB is overloaded/i;

/** Whether `error` (or an error it wraps, as drizzle's DrizzleQueryError wraps D1's) says D1 refused to run it. */
export function isD1Refusal(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (REFUSED.test(cause.message)) return true;
  }
  return false;
}

async function onceMoreIfRefused<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isD1Refusal(error)) throw error;
    console.warn("d1: a statement was refused before it ran; running it once more", error);
    return run();
  }
}

const RAW = Symbol("the statement itself");
const RUNS = new Set<PropertyKey>(["run", "all", "first", "raw"]);
type Batching = Pick<D1Database, "prepare" | "batch">;

function retryingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, key) {
      if (key === RAW) return target;
      if (key === "bind") return (...values: unknown[]) => retryingStatement(target.bind(...values));
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      if (!RUNS.has(key)) return value.bind(target);
      return (...args: unknown[]) => onceMoreIfRefused(() => value.apply(target, args));
    },
  });
}

const rawStatement = (statement: D1PreparedStatement) =>
  ((statement as D1PreparedStatement & { [RAW]?: D1PreparedStatement })[RAW] ?? statement) as D1PreparedStatement;

/**
 * `database` (the binding or a session), with every statement and batch that D1 refuses before running it run once
 * more. A batch is one transaction: refused, none of it ran.
 */
export function retryingRefusedStatements<Database extends Batching>(database: Database): Database {
  return new Proxy(database, {
    get(target, key) {
      if (key === "prepare") return (query: string) => retryingStatement(target.prepare(query));
      if (key === "batch")
        return <T>(statements: D1PreparedStatement[]) =>
          onceMoreIfRefused(() => target.batch<T>(statements.map(rawStatement)));
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
