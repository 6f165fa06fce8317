import { backupList as contract } from '@/lib/contracts/backup';
import { defineHandler } from '@/lib/server/http';
import { backupStatusOf } from '@/lib/server/backup/service';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db }) => backupStatusOf(db));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
