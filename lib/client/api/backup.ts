import { backupList, backupRun } from '@/lib/contracts/backup';
import { call } from './call';

export const backupKeys = { all: ['backup'] as const };

export const getBackupStatus = () => call(backupList, {});
export const runBackup = () => call(backupRun, {});
