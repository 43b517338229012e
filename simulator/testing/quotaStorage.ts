/** A Storage with a size limit, as a browser's is, that counts its writes (tests only). */
export class QuotaStorage implements Storage {
  private readonly items = new Map<string, string>();
  private size = 0;
  /** Every setItem call, by key, refused ones included. */
  readonly writes: string[] = [];

  constructor(private readonly quotaChars = Number.POSITIVE_INFINITY) {}

  get length(): number {
    return this.items.size;
  }

  used(): number {
    return this.size;
  }

  clear(): void {
    this.items.clear();
    this.size = 0;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  keys(): string[] {
    return [...this.items.keys()];
  }

  removeItem(key: string): void {
    const value = this.items.get(key);
    if (value !== undefined) this.size -= key.length + value.length;
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.writes.push(key);
    const previous = this.items.get(key);
    const after = this.size - (previous === undefined ? 0 : key.length + previous.length) + key.length + value.length;
    if (after > this.quotaChars) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
    this.size = after;
  }
}
