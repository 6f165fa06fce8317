import { z } from 'zod';
import { TOKEN_NAME } from './auth';
import { endpoint } from './endpoint';

export const socialLogin = endpoint({
  method: 'POST', path: '/socialLogin', tag: 'auth', access: 'public', audit: 'socialLogin',
  summary: 'Third-party sign-in (spec §7.1): the code of the callback is verified with the provider and the account linked to that identity signs in.',
  body: z.object({ code: z.string().trim().min(1, '未成功获取Token').max(500) }),
  response: z.object({ [TOKEN_NAME]: z.string() }),
});
