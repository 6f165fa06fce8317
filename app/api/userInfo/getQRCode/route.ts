import { accountQrCode as contract } from '@/lib/contracts/userAdmin';
import { defineHandler } from '@/lib/server/http';
import { signInQrCode } from '@/lib/server/services/users/qrCode';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, req, body, audit }) => signInQrCode(db, user!, req, audit, body?.id));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
