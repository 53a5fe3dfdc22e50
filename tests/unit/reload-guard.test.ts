import { describe, expect, it, vi } from 'vitest';
import { reloadOnce } from '@/lib/shared/browser/reload-guard';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
}

describe('reloadOnce', () => {
  it('reloads a path at most once per 10 seconds', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const reload = vi.fn();
    expect(reloadOnce(storage, '/en', 0 + 50_000, reload)).toBe(true);
    expect(reloadOnce(storage, '/en', 59_999, reload)).toBe(false);
    expect(reloadOnce(storage, '/nl', 59_999, reload)).toBe(true);
    expect(reloadOnce(storage, '/en', 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
