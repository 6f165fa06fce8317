import { registrationReview as contract } from '@/lib/contracts/register';
import { defineHandler } from '@/lib/server/http';
import { reviewRegistration } from '@/lib/server/services/registration';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, reviewRegistration);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
