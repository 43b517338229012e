import { describe, expect, it } from 'vitest';
import { FILLER_PREFIX, fillStorage, phoneOf } from './phone';

/** A Storage that refuses a write once `quota` characters of keys and values are stored. */
function storageOf(quota: number): Storage {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem(key, value) {
      if (used() - (items.get(key)?.length ?? 0) + key.length + value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('the phone', () => {
  it('fills its storage until not even one more character fits', () => {
    const storage = storageOf(3_000_000);
    storage.setItem('installer:session', '{}');
    fillStorage(storage);
    expect(storage.getItem('installer:session')).toBe('{}');
    expect(() => storage.setItem(`${FILLER_PREFIX}one-more`, 'x')).toThrow();
    expect(storage.length).toBeLessThan(80);
  });

  it('is there only where a page storage is', () => {
    expect(phoneOf(undefined)).toBeNull();
    const storage = storageOf(10_000);
    phoneOf(storage)?.fillStorage();
    expect(() => storage.setItem('installer:session', '{}')).toThrow();
  });
});
