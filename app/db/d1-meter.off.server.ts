// What every build but a local one gets for d1-meter.server.ts (vite.config.ts `localOnlyModules`): no meter, no
// delay, the binding as it is (docs/decisions/0047-one-d1-round-trip-per-page.md).

export async function meteredAnswer(
  _vars: object,
  database: D1Database,
  answer: (database: D1Database) => Promise<Response>,
): Promise<Response> {
  return answer(database);
}
