export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_FILES = 10;
export const ACCEPTED = ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;

export interface FileFacts {
  name: string;
  size: number;
}

export type FileProblem = 'type' | 'size' | 'empty' | 'duplicate' | 'count';

const extension = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** Splits chosen files into those taken and those refused with their reason, given the files already listed. */
export function screenFiles<F extends FileFacts>(chosen: readonly F[], listed: readonly FileFacts[]): { taken: F[]; refused: { file: F; problem: FileProblem }[] } {
  const taken: F[] = [];
  const refused: { file: F; problem: FileProblem }[] = [];
  const seen = new Set(listed.map((f) => `${f.name}|${f.size}`));
  for (const file of chosen) {
    const key = `${file.name}|${file.size}`;
    let problem: FileProblem | null = null;
    if (!(ACCEPTED as readonly string[]).includes(extension(file.name))) problem = 'type';
    else if (file.size === 0) problem = 'empty';
    else if (file.size > MAX_FILE_BYTES) problem = 'size';
    else if (seen.has(key)) problem = 'duplicate';
    else if (listed.length + taken.length >= MAX_FILES) problem = 'count';
    if (problem) refused.push({ file, problem });
    else {
      taken.push(file);
      seen.add(key);
    }
  }
  return { taken, refused };
}

/** A byte count for people: B, KB, MB with one decimal above bytes. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Percent points a simulated transfer advances per 100 ms tick: about 2 MB/s, never under 0.6 s or over 4 s. */
export function progressStep(bytes: number): number {
  const seconds = Math.min(4, Math.max(0.6, bytes / (2 * 1024 * 1024)));
  return 100 / (seconds * 10);
}
