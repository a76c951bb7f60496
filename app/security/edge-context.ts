import { createContext } from "react-router";

// What the edge (workers/app.ts) tells React Router about a request before any route code runs.

/** This response's CSP nonce: entry.server.tsx puts it on every script React Router and React write. */
export const cspNonceContext = createContext<string>("");

/**
 * Set when the edge refused a page's request (rate limit): a POST's, root middleware answers before any action runs;
 * a GET's (an answer past its route's `answers` limit), its loader shows with the form as sent.
 */
export const edgeRefusalContext = createContext<EdgeRefusal | null>(null);

/**
 * Set when the answer goes to the edge cache (app/cache/page-cache.server.ts): the document is sent whole, every
 * streamed section in place, since a copy served a thousand times must not carry a slow read's skeletons.
 */
export const wholeDocumentContext = createContext<boolean>(false);

/** The site stylesheet's text when the Worker inlines it (app/styles/inline-site-stylesheet.server.ts); entry.server.tsx passes it on. */
export const siteStylesheetContext = createContext<string | undefined>(undefined);

/**
 * A code, not words: worded in the page's language (refusal-words.server.ts) by the root middleware, or by the write
 * road when `inForm` (the page's form answers it, filled: its route policy's `post.refused`).
 */
export type EdgeRefusal = { status: 429; code: "rate-limited"; retryAfter: number; inForm?: true };
