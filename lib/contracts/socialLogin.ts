import { z } from 'zod';
import { TOKEN_NAME } from './auth';
import { endpoint } from './endpoint';
import { SINGLE_LINE } from './primitives';

export const socialLogin = endpoint({
  method: 'POST', path: '/socialLogin', tag: 'auth', access: 'public', audit: 'socialLogin',
  errors: [401, 403, 404, 408, 502],
  summary: 'Third-party sign-in (spec §7.1): the code of the callback is verified with the provider named by SOCIAL_LOGIN_URL and the '
    + "account linked to that identity signs in. Without a configured provider it answers 404 '未配置第三方登录'.",
  body: z.object({ code: z.string().trim().min(1, '未成功获取Token').max(500).regex(SINGLE_LINE, '授权码不能包含控制字符') }),
  response: z.object({ [TOKEN_NAME]: z.string() }),
});
