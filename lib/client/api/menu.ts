import type { BodyOf, ResponseOf } from '@/lib/contracts/endpoint';
import { menuDelete, menuMove, menuSave, menuTree } from '@/lib/contracts/menu';
import { call, callEnvelope } from './call';
import { readAnswer, type Answer } from './outcome';

export const menuKeys = {
  all: ['menu'] as const,
  tree: () => [...menuKeys.all, 'tree'] as const,
};

export const getMenuTree = () => call(menuTree);

/** Writes answer their envelope: a refused tree comes back with its reasons for the dialog to list. */
export const saveMenu = async (body: BodyOf<typeof menuSave>): Promise<Answer<ResponseOf<typeof menuSave>>> =>
  readAnswer(await callEnvelope(menuSave, body));
export const deleteMenu = async (body: BodyOf<typeof menuDelete>): Promise<Answer<ResponseOf<typeof menuDelete>>> =>
  readAnswer(await callEnvelope(menuDelete, body));
export const moveMenu = async (body: BodyOf<typeof menuMove>): Promise<Answer<ResponseOf<typeof menuMove>>> =>
  readAnswer(await callEnvelope(menuMove, body));
