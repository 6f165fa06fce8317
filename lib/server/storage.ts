import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dataDir, MEMORY } from './db/client';

/** The uploads of this process alone, for a database with no directory of its own (in memory, or a test's). */
export const processUploadsDir = (): string => path.join(os.tmpdir(), `renshi-uploads-${process.pid}`);

/** Where uploaded files live: UPLOAD_DIR, else `<DATA_DIR>/uploads` (a temporary directory for an in-memory database). */
export function uploadsDir(): string {
  if (process.env.UPLOAD_DIR) return process.env.UPLOAD_DIR;
  const dir = dataDir();
  return dir === MEMORY ? processUploadsDir() : path.join(dir, 'uploads');
}

/** Stores a file by its SHA-256 (the same content is kept once) and returns the digest and the relative path. */
export async function storeFile(bytes: Uint8Array): Promise<{ sha256: string; storagePath: string }> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const storagePath = path.join(sha256.slice(0, 2), sha256);
  const full = path.join(uploadsDir(), storagePath);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, bytes, { flag: 'w' });
  return { sha256, storagePath };
}

export function readStoredFile(storagePath: string): Promise<Buffer> {
  return fs.readFile(path.join(uploadsDir(), storagePath));
}
