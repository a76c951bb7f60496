// How Paraglide compiles the message files (app/i18n/messages/{locale}.json) into app/i18n/paraglide: shared by the
// Vite plugin (vite.config.ts: every build and dev) and `npm run types` (scripts/compile-messages.mjs, after npm
// install, so TypeScript finds the generated modules). The output is generated, never committed.
/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const PARAGLIDE_OPTIONS = {
  project: "./app/i18n/project.inlang",
  outdir: "./app/i18n/paraglide",
  // The URL says the language (/fr/…, /ar/…, English unprefixed): on the server the Worker sets the request's
  // locale (app/i18n/request-locale.server.ts), in the browser the address is read.
  strategy: ["url", "baseLocale"],
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
};
