/** A Storage stand-in for unit tests, with switches to make reads or writes fail as private browsing does. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  failReads = false;
  failWrites = false;

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value);
  }

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    if (this.failReads) throw new Error('SecurityError: storage is disabled');
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }
}

/** A `random` that returns the given values in turn, then repeats the last. */
export function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
}
