import type * as LocalAccess from "./local-access.server";

// What a build without the local Access stand-in has in place of local-access.server.ts (vite.config.ts swaps it in
// unless SANDBOX_GATEWAYS=on): no stand-in, whatever the environment says; /staff trusts the team's keys only.

export const localAccess: typeof LocalAccess.localAccess = () => undefined;
