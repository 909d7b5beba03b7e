// An in-process cache bounded in bytes (and in entries), least recently used first out (issue 29,
// DESIGN.md "every in-process cache is bounded in bytes"). The caller says what an entry weighs
// (its serialised text and compressed copies) and tells the cache when an entry grows, so the
// process's memory for cached answers and pages has a ceiling whatever the addresses asked for.

interface Slot<V> {
  value: V;
  bytes: number;
}

export class BoundedCache<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  /** The entry, marked as recently used. */
  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  /** Stores an entry of `bytes`; one larger than the whole cache is not kept. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.slots.set(key, { value, bytes });
    this.total += bytes;
    this.evict();
  }

  /** An entry grew (a compressed copy was added to it): count the new weight. */
  resize(key: string, bytes: number): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.total += bytes - slot.bytes;
    slot.bytes = bytes;
    if (bytes > this.maxBytes) this.delete(key);
    this.evict();
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.total -= slot.bytes;
  }

  clear(): void {
    this.slots.clear();
    this.total = 0;
  }

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.slots.size;
  }

  private evict(): void {
    while (this.total > this.maxBytes || this.slots.size > this.maxEntries) {
      const oldest = this.slots.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }
}

/** Bytes a JavaScript string occupies at most (V8 keeps non-Latin-1 text two bytes a character). */
export function stringBytes(text: string): number {
  return text.length * 2;
}
