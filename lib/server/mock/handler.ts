import 'server-only';
import { fileResponse, type Endpoint, type ResponseOf } from '@/lib/contracts/endpoint';
import { defineHandler, type HandlerContext } from '../http';
import { ApiError } from '../errors';
import { DELETED, SAVED } from '@/lib/contracts/mock/shared';

export type MockService<E extends Endpoint> = (ctx: HandlerContext<E>) => ResponseOf<E> | Promise<ResponseOf<E>>;

/** Answers like the template's development mock: after 10-100 ms, without a database. */
export const mockDelay = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 10 + Math.floor(Math.random() * 91)));

/**
 * A refusal the spec gives a 5xx envelope code ('帐户或密码不正确', '未成功获取Token', spec §8): the template's mock
 * server sent it with HTTP 200, and so do we, so that an ordinary mistake is never taken for a crash of the server.
 */
function refusal(e: ApiError, lang: 'zh' | 'en'): Response {
  const msg = lang === 'en' && e.messageEn ? e.messageEn : e.message;
  return Response.json({ code: e.code, msg, data: e.data }, { status: 200, headers: { 'cache-control': 'no-store' } });
}

export function mockHandler<E extends Endpoint>(ep: E, service: MockService<E>) {
  const answered = { ...ep, response: ep.response.or(fileResponse) } as E;
  return defineHandler(answered, async (ctx) => {
    await mockDelay();
    try {
      return await service(ctx);
    } catch (e) {
      if (e instanceof ApiError && e.code >= 500) return refusal(e, ctx.lang) as ResponseOf<E>;
      throw e;
    }
  }, { database: false });
}

export const simulatedSave = () => ({ message: SAVED });
export const simulatedDelete = () => ({ message: DELETED });
