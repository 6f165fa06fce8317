import { healthReady as contract } from '@/lib/contracts/health';
import { defineHandler } from '@/lib/server/http';
import { ready } from '@/lib/server/services/health';
import { otherMethods } from '@/lib/server/methodNotAllowed';

// The checks open the database themselves, so one that cannot be reached answers 503 rather than 500.
export const GET = defineHandler(contract, ready, { database: false });
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
