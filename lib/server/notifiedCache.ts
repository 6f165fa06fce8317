/**
 * An in-memory cache kept exact by the database's notifications: it serves only while its listener is connected
 * (while not, every read goes to the database and nothing is kept), drops what a notification names, and never keeps
 * an answer read while something it may depend on changed. Bounded in size (least recently used goes first) and in
 * age (a safety net, not the means of invalidation).
 */
export interface NotifiedCacheOptions {
  max: number;
  lifetimeMs: number;
  now?: () => number;
}

/** Which entries a change concerns. */
export type Matcher<K, V> = (key: K, value: V) => boolean;

/** The most commits kept waiting for a late notice (a bulk write notifies once per row). */
const COMMITTED_MAX = 10_000;

export class NotifiedCache<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();
  /** Changes written but not yet committed (heard by notice, not yet by notification): their entries are not trusted. */
  private readonly held = new Map<string, { matches: Matcher<K, V>; until: number }>();
  /**
   * Commits heard, until when a notice of theirs may still come: the notice and the notification of one change arrive on
   * two connections, and the notification may be read first; its notice then holds nothing. A change of several rows
   * sends a notice per row but one notification (PostgreSQL sends identical payloads of a transaction once), so a commit
   * is remembered whether or not a notice came before it. In the order heard, so the oldest go first.
   */
  private readonly committed = new Map<string, number>();
  /** Moves on at every invalidation: an answer whose read began before it may be stale and is not kept. */
  private epoch = 0;
  private listening = false;
  private readonly max: number;
  private readonly lifetimeMs: number;
  private readonly now: () => number;
  readonly stats = { hits: 0, misses: 0, bypassed: 0 };

  constructor(options: NotifiedCacheOptions) {
    this.max = options.max;
    this.lifetimeMs = options.lifetimeMs;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** The listener connected (true) or lost its connection (false); either way nothing kept so far is trusted. */
  setListening(on: boolean): void {
    this.listening = on;
    this.clear();
  }

  /** The value of `key`, from memory when it is there and may be trusted, else loaded (and kept if it may be). */
  async read(key: K, load: () => Promise<V>): Promise<V> {
    if (!this.listening) {
      this.stats.bypassed++;
      return load();
    }
    const started = this.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (started - hit.at < this.lifetimeMs && !this.isHeld(key, hit.value, started)) {
        this.entries.set(key, hit);
        this.stats.hits++;
        return hit.value;
      }
    }
    this.stats.misses++;
    const epoch = this.epoch;
    const value = await load();
    if (this.listening && epoch === this.epoch && !this.isHeld(key, value, this.now())) {
      this.entries.set(key, { value, at: started });
      if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
    }
    return value;
  }

  /** Drops the entries a change concerns. */
  invalidate(matches: Matcher<K, V>): void {
    this.epoch++;
    for (const [key, entry] of this.entries) if (matches(key, entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }

  /**
   * A change named `id` is being written: its entries are dropped and not trusted again until `release(id)` (its
   * commit was heard) or, should it never commit, the lifetime has passed.
   */
  hold(id: string, matches: Matcher<K, V>): void {
    this.invalidate(matches);
    const committedUntil = this.committed.get(id);
    if (committedUntil !== undefined && committedUntil > this.now()) return;
    this.held.set(id, { matches, until: this.now() + this.lifetimeMs });
  }

  release(id: string): void {
    this.held.delete(id);
    const now = this.now();
    for (const [old, until] of this.committed) {
      if (until > now && this.committed.size < COMMITTED_MAX) break;
      this.committed.delete(old);
    }
    this.committed.set(id, now + this.lifetimeMs);
  }

  private isHeld(key: K, value: V, now: number): boolean {
    for (const [id, held] of this.held) {
      if (held.until <= now) this.held.delete(id);
      else if (held.matches(key, value)) return true;
    }
    return false;
  }
}
