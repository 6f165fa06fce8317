import { reportPersonSearch as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { searchPersons } from '@/lib/server/services/reports/personSearch';

export const POST = defineHandler(contract, ({ db, user, body }) => searchPersons(db, user!, body));
