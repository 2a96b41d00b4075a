/**
 * Answers that are the same for every caller (the list's counts), kept for one candidates
 * version. A caller reads the version first and computes on a miss after that read, so what is
 * stored under a version is at least as new as it; any committed write moves the version on and
 * the next caller misses. Concurrent misses of one key share one computation.
 */
export class VersionedCache<T> {
  private version = -1;
  private readonly entries = new Map<string, Promise<T>>();

  /** maxEntries bounds memory: free-text filters make the key space open-ended. */
  constructor(private readonly maxEntries = 500) {}

  get(version: number, key: string, compute: () => Promise<T>): Promise<T> {
    // A caller that read an older version than the cache holds gets a fresh answer, unstored.
    if (version < 0 || version < this.version) return compute();
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    const cached = this.entries.get(key);
    if (cached) return cached;
    const computed = compute();
    this.entries.set(key, computed);
    // A failed computation (database outage) is not remembered.
    computed.catch(() => {
      if (this.entries.get(key) === computed) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return computed;
  }

  /**
   * An answer kept whole when it has a key (a first page), else computed on every call. compute
   * gets the version read: already made for a kept answer, still running (to overlap with its own
   * queries) otherwise.
   */
  async keptOrRead(
    readVersion: () => Promise<number>,
    key: string | null,
    compute: (version: Promise<number>) => Promise<T>,
  ): Promise<T> {
    if (key === null) return compute(readVersion());
    const version = await readVersion();
    return this.get(version, key, () => compute(Promise.resolve(version)));
  }
}
