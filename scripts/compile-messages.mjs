// Compiles the message files into app/i18n/paraglide (scripts/paraglide-options.mjs), as the Vite plugin does on a
// build: `npm run types` runs it so TypeScript and the tests find the generated modules after a clean install.
import { compile } from "@inlang/paraglide-js";
import { PARAGLIDE_OPTIONS } from "./paraglide-options.mjs";

await compile(PARAGLIDE_OPTIONS);
