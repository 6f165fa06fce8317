import { registrationReview as contract } from '@/lib/contracts/register';
import { defineHandler } from '@/lib/server/http';
import { reviewRegistration } from '@/lib/server/services/registration';

export const POST = defineHandler(contract, reviewRegistration);
