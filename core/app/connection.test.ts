import { afterEach, describe, expect, it, vi } from 'vitest';
import { importOnce } from './connection.ts';

afterEach(() => vi.unstubAllGlobals());

describe('importOnce', () => {
  it('imports once and shares the module', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const code = importOnce(load);
    const [a, b] = await Promise.all([code(), code()]);
    expect(a).toBe(b);
    expect((await code()).answer).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing offline, and asks once the device is back online', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const load = vi.fn(async () => 'module');
    const code = importOnce(load);
    await expect(code()).rejects.toThrow(/offline/);
    expect(load).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { onLine: true });
    expect(await code()).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce('module');
    const code = importOnce(load);
    await expect(code()).rejects.toThrow(TypeError);
    expect(await code()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
