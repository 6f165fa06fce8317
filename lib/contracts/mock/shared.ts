import { z } from 'zod';
import { endpoint, pageQuery, type Endpoint } from '../endpoint';
import { id as recordId, requiredLine, singleLine } from '../primitives';

/** A mock endpoint (spec §7.2): public, under /api/mock, never written to the system log. */
export function mockEndpoint<Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
  e: Omit<Endpoint<Q, B, R>, 'tag' | 'access' | 'audit'>,
): Endpoint<Q, B, R> {
  return endpoint({ ...e, path: `/mock${e.path}`, tag: 'mock', access: 'public' });
}

/** The answer of a simulated save or delete: a Chinese text, nothing is stored. */
export const simulated = z.object({ message: z.string() });
export const SAVED = '模拟保存成功';
export const DELETED = '模拟删除成功';

const id = z.union([requiredLine(64, 'id'), recordId()]);
export const editBody = z.looseObject({ id: id.optional() });
export const deleteBody = z.object({ ids: z.union([id, z.array(id).min(1, '至少选择一条').max(1000)]) });

/** doEdit and doDelete of one mock module. */
export function mockCrud(module: string, what: string) {
  return {
    edit: mockEndpoint({
      method: 'POST', path: `/${module}/doEdit`, summary: `Simulates saving ${what}; answers '${SAVED}'.`, body: editBody, response: simulated,
    }),
    remove: mockEndpoint({
      method: 'POST', path: `/${module}/doDelete`, summary: `Simulates deleting ${what} by ids; answers '${DELETED}'.`, body: deleteBody, response: simulated,
    }),
  };
}

export const filteredPage = <K extends string>(filter: K) =>
  pageQuery.extend({ [filter]: singleLine(100).optional() } as Record<K, z.ZodOptional<z.ZodString>>);
