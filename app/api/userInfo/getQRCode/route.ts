import { accountQrCode as contract } from '@/lib/contracts/userAdmin';
import { defineHandler } from '@/lib/server/http';
import { signInQrCode } from '@/lib/server/services/users/qrCode';

export const POST = defineHandler(contract, ({ db, user, req, body }) => signInQrCode(db, user!, req, body?.id));
