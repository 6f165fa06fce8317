import { settings } from '@/lib/config/settings';

/** The code of a stylesheet chunk that failed to load (spec §8). */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** Why a chunk did not arrive: its script failed, its stylesheet failed, or it took longer than the chunk timeout. */
export type ChunkFailure = 'missing' | 'css' | 'timeout';

/** A lazily loaded chunk that failed (spec §8 ChunkLoadError). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly code: string | undefined;

  constructor(readonly kind: ChunkFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = kind === 'css' ? CSS_CHUNK_LOAD_FAILED : undefined;
  }
}

/**
 * localStorage key that may shorten the chunk timeout of this browser (read by chunkLoadTimeout): the Playwright flow
 * e2e/chunkLoad.spec.ts sets it to see the timeout without waiting two minutes. It can only shorten the spec's
 * timeout, never lengthen it or go under a second, so a user who sets it only makes their own slow loads fail sooner.
 */
export const CHUNK_TIMEOUT_KEY = 'admin-pro-chunk-timeout';
const MIN_TIMEOUT_MS = 1000;

/** The chunk load timeout (spec §9), shortened by CHUNK_TIMEOUT_KEY when that holds a whole number of ms in range. */
export function chunkLoadTimeout(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(CHUNK_TIMEOUT_KEY) ?? null;
  } catch {
    // Storage refused (private mode): the spec's timeout.
  }
  const ms = stored && /^\d+$/.test(stored) ? Number(stored) : NaN;
  return ms >= MIN_TIMEOUT_MS && ms < settings.chunkLoadTimeout ? ms : settings.chunkLoadTimeout;
}

const SCRIPT_FAILURE = /Loading chunk|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const CSS_FAILURE = /Loading CSS chunk|\.css(\?\S*)?(\s|$)/i;

/**
 * The chunk failure an error from `import()` stands for, or null when it is another error (a module that threw while
 * it ran). Turbopack names a failed chunk 'ChunkLoadError' with the chunk's URL in the message (a .css one for a
 * stylesheet); webpack's stylesheet loader sets code CSS_CHUNK_LOAD_FAILED.
 */
export function asChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error)) return null;
  const { code } = error as Error & { code?: unknown };
  const chunkFailure = error.name === 'ChunkLoadError' || code === CSS_CHUNK_LOAD_FAILED || SCRIPT_FAILURE.test(error.message);
  if (!chunkFailure) return null;
  const css = code === CSS_CHUNK_LOAD_FAILED || CSS_FAILURE.test(error.message);
  return new ChunkLoadError(css ? 'css' : 'missing', error.message, { cause: error });
}

/**
 * Loads a chunk, failing with a 'timeout' ChunkLoadError after `timeoutMs` and with a classified ChunkLoadError when
 * the chunk itself fails. A late arrival after the timeout is dropped: the next load asks again.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = chunkLoadTimeout()): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError('timeout', `Loading chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(asChunkLoadError(error) ?? error);
      },
    );
  });
}
