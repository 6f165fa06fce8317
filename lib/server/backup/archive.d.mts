// Types of archive.mjs (plain JavaScript so that the command-line scripts run it without a TypeScript loader).

export declare const MANIFEST: 'manifest.json';

export declare class BackupError extends Error {}

export interface Migration {
  when: number;
  tag: string;
}

export interface BackupCounts {
  units: number;
  persons: number;
  filings: number;
  attachments: number;
  files: number;
}

export interface ManifestEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: 'renshi-backup';
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  migration: Migration;
  database: { kind: 'pglite' | 'postgres'; format: 'pglite-datadir' | 'pg_dump-custom' | 'logical-json'; serverVersion?: string };
  counts: BackupCounts;
  entries: ManifestEntry[];
  /** Each uploaded file: its path under the uploads directory and the hash its content is stored under. */
  files: { path: string; sha256: string; size: number }[];
}

export type BackupSource =
  | { kind: 'pglite'; query(text: string): Promise<Record<string, unknown>[]>; dump(): Promise<Blob> }
  | { kind: 'postgres'; url: string; pgDump?: boolean };

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export declare function knownMigrations(migrationsDir: string): Migration[];

export declare function writeBackup(options: {
  out: string;
  database: BackupSource;
  uploadsDir: string;
  migrationsDir: string;
  appVersion: string;
}): Promise<Manifest>;

/** Removes what an unfinished backup to `out` left (never `out`, which is only ever a complete archive). */
export declare function discardPartialBackup(out: string): void;

/** Calls `onEntry` with each regular file of the .tar.gz, in order; rejects when the archive is damaged or `onEntry` throws. */
export declare function eachEntry(archive: string, onEntry: (name: string, data: Buffer) => void): Promise<void>;

export declare function verifyBackup(archive: string, migrationsDir: string): Promise<Manifest>;

/** Completes a restore stopped after its commit point, or removes the leftovers of one stopped before it; true when completed. */
export declare function recoverInterruptedRestore(target: RestoreTarget, uploadsDir: string): boolean;

export declare function restoreBackup(options: {
  archive: string;
  target: RestoreTarget;
  uploadsDir: string;
  migrationsDir: string;
  force?: boolean;
}): Promise<{ manifest: Manifest; counts: Omit<BackupCounts, 'files'> & { files: number } }>;

export declare const BACKUP_FILE: RegExp;

export declare function newBackupPath(dir: string, now?: Date): string;

export declare function pruneBackups(dir: string, keep: number): string[];

/** Removes the work files of every archive this process has started and not finished (also done at process exit). */
export declare function discardUnfinishedBackups(): void;

/** Removes the `.partial`/`.staging` work files in `dir` of archives named like `pattern`, untouched for `olderThanMs`. */
export declare function sweepStaleBackupWork(dir: string, pattern: RegExp, olderThanMs: number, now?: number): string[];
