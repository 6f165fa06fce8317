/** @jest-environment jsdom */
import { settings } from '@/lib/config/settings';
import { asChunkLoadError, CHUNK_TIMEOUT_KEY, ChunkLoadError, chunkLoadTimeout, CSS_CHUNK_LOAD_FAILED, loadChunk } from './chunkLoad';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === CHUNK_TIMEOUT_KEY ? value : null) });

describe('chunkLoadTimeout', () => {
  it("is the spec's 120000 ms unless the browser asks for a shorter one", () => {
    expect(settings.chunkLoadTimeout).toBe(120000);
    expect(chunkLoadTimeout(storage(null))).toBe(120000);
    expect(chunkLoadTimeout(undefined)).toBe(120000);
    expect(chunkLoadTimeout(storage('3000'))).toBe(3000);
    expect(chunkLoadTimeout(storage('1000'))).toBe(1000);
    expect(chunkLoadTimeout(storage('119999'))).toBe(119999);
  });

  it('ignores a value that would lengthen it, one under a second, and anything not a whole number', () => {
    for (const value of ['120000', '500000', '999', '0', '-5', '2.5', '3s', '']) expect(chunkLoadTimeout(storage(value))).toBe(120000);
    expect(chunkLoadTimeout({ getItem: () => { throw new Error('denied'); } })).toBe(120000);
  });
});

describe('asChunkLoadError', () => {
  it("reads Turbopack's failed script chunk as a missing chunk", () => {
    const failed = Object.assign(new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 123'), { name: 'ChunkLoadError' });
    const read = asChunkLoadError(failed);
    expect(read).toBeInstanceOf(ChunkLoadError);
    expect(read).toMatchObject({ name: 'ChunkLoadError', kind: 'missing', code: undefined, cause: failed });
  });

  it('reads a failed stylesheet chunk as CSS_CHUNK_LOAD_FAILED, by its URL or its code', () => {
    const turbopack = Object.assign(new Error('Failed to load chunk /_next/static/chunks/0abc.css from module 123'), { name: 'ChunkLoadError' });
    expect(asChunkLoadError(turbopack)).toMatchObject({ kind: 'css', code: CSS_CHUNK_LOAD_FAILED });
    const webpack = Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: CSS_CHUNK_LOAD_FAILED });
    expect(asChunkLoadError(webpack)).toMatchObject({ kind: 'css', code: CSS_CHUNK_LOAD_FAILED });
  });

  it('reads the browsers’ failed dynamic import as a missing chunk', () => {
    expect(asChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toMatchObject({ kind: 'missing' });
  });

  it('leaves other errors alone: a view that threw while it ran is not a chunk failure', () => {
    expect(asChunkLoadError(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(asChunkLoadError(new Error('styles.css is wrong'))).toBeNull();
    expect(asChunkLoadError('Loading chunk 1 failed')).toBeNull();
  });
});

describe('loadChunk', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fails with a timeout ChunkLoadError once the timeout has passed, and not a millisecond before', async () => {
    const never = () => new Promise<never>(() => undefined);
    const outcome = jest.fn();
    loadChunk(never, 120000).catch(outcome);
    await jest.advanceTimersByTimeAsync(119999);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    expect(outcome.mock.calls[0][0]).toMatchObject({ name: 'ChunkLoadError', kind: 'timeout' });
  });

  it('answers with the chunk when it arrives in time', async () => {
    let arrive: (m: { default: string }) => void = () => undefined;
    const loading = loadChunk(() => new Promise<{ default: string }>((resolve) => { arrive = resolve; }), 5000);
    await jest.advanceTimersByTimeAsync(4999);
    arrive({ default: 'view' });
    await expect(loading).resolves.toEqual({ default: 'view' });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('classifies a failed chunk, and passes any other error on as it is', async () => {
    const failed = Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.css from module 1'), { name: 'ChunkLoadError' });
    await expect(loadChunk(() => Promise.reject(failed), 5000)).rejects.toMatchObject({ kind: 'css', code: CSS_CHUNK_LOAD_FAILED });
    const thrown = new Error('boom');
    await expect(loadChunk(() => Promise.reject(thrown), 5000)).rejects.toBe(thrown);
  });

  it('uses the configured timeout by default', async () => {
    localStorage.setItem(CHUNK_TIMEOUT_KEY, '2000');
    const outcome = jest.fn();
    loadChunk(() => new Promise<never>(() => undefined)).catch(outcome);
    await jest.advanceTimersByTimeAsync(2000);
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout' }));
    localStorage.removeItem(CHUNK_TIMEOUT_KEY);
  });
});
