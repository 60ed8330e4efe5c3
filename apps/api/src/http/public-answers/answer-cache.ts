/** A public answer as it was sent: the serialized body with what its headers are made from. */
export interface StoredAnswer {
  body: string;
  etag: string;
  contentType: string;
}

interface Entry extends StoredAnswer {
  expiresAt: number;
}

export interface AnswerCacheOptions {
  /** Safety bound: an entry is dropped this long after it was stored, announced change or not. */
  ttlMs: number;
  /** At most this many answers; storing one more drops the least recently used. */
  maxEntries: number;
  /** Milliseconds on a clock that only goes forward (performance.now by default). */
  clock?: () => number;
}

/**
 * The answers of the public GET endpoints, kept in memory and forgotten whenever the data behind
 * them changes. Only trusted while `listening`: without the database's change notifications an
 * entry could outlive the data it was made from, so then nothing is read or stored.
 *
 * Race: an answer computed from data read before a change must not be stored after the change
 * was announced. `begin()` hands a request the current generation; every announced change (and
 * every start or loss of listening) moves to the next one, and `store` refuses an answer begun in
 * an earlier generation.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private listening = false;
  private readonly clock: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.clock = options.clock ?? (() => performance.now());
  }

  get isListening(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The stored answer for `key`, or undefined (also when not listening or expired). */
  get(key: string): StoredAnswer | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so the first key is the eviction candidate.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The generation a request computing an answer starts in; pass it to `store`. */
  begin(): number {
    return this.generation;
  }

  /** Keeps the answer unless a change was announced (or listening changed) since `begunIn`. */
  store(key: string, begunIn: number, answer: StoredAnswer): boolean {
    if (!this.listening || begunIn !== this.generation) return false;
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { ...answer, expiresAt: this.clock() + this.options.ttlMs });
    return true;
  }

  /** The data changed: forget every answer, and refuse those begun before now. */
  changed(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Listening started (or stopped): changes in between went unannounced, so start afresh. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.changed();
  }
}
