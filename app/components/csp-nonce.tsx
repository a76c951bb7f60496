import { createContext } from "react";

/**
 * This response's Content-Security-Policy nonce, given by entry.server.tsx, for the few elements rendered on the
 * server that need it (a third-party script). Undefined in the browser: the nonce is hidden from pages there.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);
