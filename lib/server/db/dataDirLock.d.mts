export const LOCK_FILE: string;
export function isAlive(pid: number): boolean;
export function holderOf(dir: string): number | undefined;
export function lockDataDir(dir: string): () => void;
