import type { DetailedError } from "tus-js-client";

/**
 * The seconds a rate limit's refusal (429) of an upload request asks to wait (its Retry-After), when it says: the
 * upload then waits that long and goes on from its offset, rather than spending its retries inside the limit's
 * window (each would be refused and counted again).
 */
export function retryAfterOf(error: Error | DetailedError): number | undefined {
  const response = "originalResponse" in error ? error.originalResponse : null;
  if (response?.getStatus() !== 429) return undefined;
  const seconds = Number(response.getHeader("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 600) : undefined;
}
