import { backupRun as contract } from '@/lib/contracts/backup';
import { defineHandler } from '@/lib/server/http';
import { runBackupForAdmin } from '@/lib/server/backup/service';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ audit }) => runBackupForAdmin(audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
