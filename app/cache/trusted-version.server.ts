// The catalogue version as this isolate last read it (docs/decisions/0047-one-d1-round-trip-per-page.md). Reading
// it before every cached answer cost every page a D1 round trip, a hit included: 100-150 ms from Lagos, where D1 has
// no region. So production trusts the version it read for CATALOGUE_VERSION_TRUST_SECONDS (wrangler.toml): a hit
// then touches D1 not at all and a miss waits only for its page's own reads. Past that time the known version still
// answers at once and is read again after the answer (waitUntil), so no visitor waits for it; only an isolate's
// first request does. A staff edit therefore shows within that time (plus one request). 0 reads it before every
// answer, as local servers and tests do, so an edit shows on the very next request there.

type Known = { version: number; readAt: number };
let known: Known | undefined;

type VersionOptions = {
  /** Reads the version from D1; undefined when D1 cannot say. */
  read: () => Promise<number | undefined>;
  trustSeconds: number;
  waitUntil: (promise: Promise<unknown>) => void;
};

async function readAndKeep(read: VersionOptions["read"]) {
  const version = await read();
  if (version !== undefined) known = { version, readAt: Date.now() };
  return version;
}

/** The catalogue version to key the edge cache by: the one this isolate knows while trusted, else read. */
export async function trustedCatalogueVersion({ read, trustSeconds, waitUntil }: VersionOptions) {
  if (trustSeconds <= 0 || !known) return readAndKeep(read);
  if (Date.now() - known.readAt >= trustSeconds * 1000)
    waitUntil(readAndKeep(read).catch((error: unknown) => console.error("edge cache: version not read again:", error)));
  return known.version;
}
