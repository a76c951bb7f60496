/**
 * An object whose every property is a message read when the property is read, not when the module loads: so it
 * is in the language of the request or page reading it (a module is loaded once, for every language).
 */
export function lazyMessages<K extends string>(messages: Record<K, () => string>): Readonly<Record<K, string>> {
  const read = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(read, key, { get: () => messages[key](), enumerable: true });
  }
  return read;
}
