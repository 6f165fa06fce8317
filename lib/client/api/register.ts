import type { BodyOf } from '@/lib/contracts/endpoint';
import { register, registerSendCode, registrationList, registrationReview, type RegisterBody } from '@/lib/contracts/register';
import { mockSocialLogin } from '@/lib/contracts/mock/auth';
import { socialLogin as socialLoginContract } from '@/lib/contracts/socialLogin';
import { isMockMode } from '../apiBase';
import { call, callEnvelope } from './call';

export type RegistrationQuery = BodyOf<typeof registrationList>;
export type ReviewInput = BodyOf<typeof registrationReview>;

export const registrationKeys = {
  all: ['registration'] as const,
  list: (q: RegistrationQuery) => [...registrationKeys.all, 'list', q] as const,
};

/** The register page reads the envelope itself: a refusal names the field it belongs to. */
export const sendRegisterCode = (mobile: string) => callEnvelope(registerSendCode, { mobile });
export const submitRegistration = (body: RegisterBody) => callEnvelope(register, body);

export const getRegistrations = (q: RegistrationQuery) => call(registrationList, q);
export const reviewRegistration = (input: ReviewInput) => call(registrationReview, input);

/** Third-party sign-in with the callback's code; the callback page handles 401 and 408 like the login page. */
export const socialLogin = (code: string) => (isMockMode() ? callEnvelope(mockSocialLogin, { code }) : callEnvelope(socialLoginContract, { code }));
