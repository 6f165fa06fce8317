import 'server-only';
import { Worker } from 'node:worker_threads';

/**
 * Decoding is plain JavaScript and slow (about 1 s per megapixel for jpeg-js, a quarter of that for pngjs, on the
 * CI machine), so it runs in a worker: the server keeps answering meanwhile, and the worker's heap limit and the
 * timeout turn whatever a crafted image does to it into a refusal instead of an out-of-memory crash.
 */
const DECODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { kind, bytes, maxMegapixels } = workerData;
try {
  if (kind === 'png') require('pngjs').PNG.sync.read(Buffer.from(bytes));
  else require('jpeg-js').decode(bytes, { maxResolutionInMP: maxMegapixels, maxMemoryUsageInMB: 640, formatAsRGBA: false, useTArray: true });
  parentPort.postMessage(null);
} catch (e) {
  parentPort.postMessage(/maxResolutionInMP|maxMemoryUsageInMB/.test(String(e && e.message || e)) ? 'imageTooLarge' : 'content');
}`;

const TIMEOUT_MS = 60_000;

type Answer = 'content' | 'imageTooLarge' | null;

/**
 * Decodes the whole image: null when it decodes, else why it is refused. A worker that runs out of its heap refuses
 * the image; one that fails otherwise (the decoder not found) rejects, so a broken install is a loud 500, not a
 * refusal of every image.
 */
export function decodeImage(kind: 'png' | 'jpeg', bytes: Uint8Array, maxMegapixels: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(DECODE, { eval: true, workerData: { kind, bytes, maxMegapixels }, resourceLimits: { maxOldGenerationSizeMb: 1024 } });
    const timer = setTimeout(() => settle(() => resolve('imageTooLarge')), TIMEOUT_MS);
    let settled = false;
    function settle(answer: () => void) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      answer();
    }
    worker.once('message', (answer: Answer) => settle(() => resolve(answer)));
    worker.once('error', (e: NodeJS.ErrnoException) => settle(() => (e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve('imageTooLarge') : reject(e))));
    worker.once('exit', (code) => settle(() => reject(new Error(`the image decoder stopped (exit code ${code})`))));
  });
}
