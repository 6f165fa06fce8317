import 'server-only';
import type { Endpoint, ResponseOf } from '@/lib/contracts/endpoint';
import { defineHandler, type HandlerContext } from '../http';
import { DELETED, SAVED } from '@/lib/contracts/mock/shared';

export type MockService<E extends Endpoint> = (ctx: HandlerContext<E>) => ResponseOf<E> | Promise<ResponseOf<E>>;

/** Answers like the template's development mock: after 10-100 ms, without a database. */
export const mockDelay = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 10 + Math.floor(Math.random() * 91)));

export function mockHandler<E extends Endpoint>(ep: E, service: MockService<E>) {
  return defineHandler(ep, async (ctx) => {
    await mockDelay();
    return service(ctx);
  }, { database: false });
}

export const simulatedSave = () => ({ message: SAVED });
export const simulatedDelete = () => ({ message: DELETED });
