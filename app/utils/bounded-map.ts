/**
 * A Map that drops its oldest entry when a new key would pass `maxEntries`: for memos whose keys
 * come from requests (cookie headers, URLs, dates), so many different values cannot grow the
 * process.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly maxEntries: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.maxEntries) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
