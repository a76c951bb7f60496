// Which pages ship React Router's client bundle (docs/decisions/0026-javascript-where-it-earns-its-bytes.md). Every
// page works without it; a route opts in from its own module when the bundle does work a student needs there:
//   export const handle = WITH_SCRIPTS;
// The root renders React Router's scripts (and the toaster) only for such a page.

export type ScriptsHandle = { scripts: true };

/** The `handle` of a route whose page hydrates. */
export const WITH_SCRIPTS: ScriptsHandle = { scripts: true };

/** Whether a page of these matched routes ships scripts: when one of them asks for them. */
export function wantsScripts(matches: readonly { handle?: unknown }[]) {
  return matches.some((match) => (match.handle as Partial<ScriptsHandle> | undefined)?.scripts === true);
}
