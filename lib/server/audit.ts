import 'server-only';
import type { Db } from './db/client';
import { systemLog } from './db/schema';

export interface AuditEntry {
  userId?: number | null;
  account: string;
  unitId?: number | null;
  ip: string;
  type: 'login' | 'operation' | 'export' | 'system';
  action: string;
  result: 'success' | 'failure';
  code: number;
  detail?: string;
}

/** Appends one entry to the system log. The log is append-only: nothing updates or deletes a row. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(systemLog).values({ ...entry, detail: (entry.detail ?? '').slice(0, 2000) });
}
