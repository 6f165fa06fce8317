import type { BodyOf, ResponseOf } from '@/lib/contracts/endpoint';
import {
  departmentList, departmentMerge, departmentMove, departmentRevoke, departmentSave, departmentTree, type DepartmentFields,
} from '@/lib/contracts/department';
import { call, callEnvelope } from './call';
import { readAnswer, type Answer } from './outcome';

export type DepartmentQuery = NonNullable<BodyOf<typeof departmentList>>;

export const departmentKeys = {
  all: ['department'] as const,
  tree: () => [...departmentKeys.all, 'tree'] as const,
  lists: () => [...departmentKeys.all, 'list'] as const,
  list: (q: DepartmentQuery) => [...departmentKeys.lists(), q] as const,
};

export const getDepartmentTree = () => call(departmentTree);
export const getDepartmentList = (q: DepartmentQuery) => call(departmentList, q);

/** Writes answer their envelope: the dialogs show a refusal beside the field or rule it names. */
export const saveDepartment = async (body: { id?: number; version?: number; unit: DepartmentFields }): Promise<Answer<ResponseOf<typeof departmentSave>>> =>
  readAnswer(await callEnvelope(departmentSave, body as BodyOf<typeof departmentSave>));
export const moveDepartment = async (body: BodyOf<typeof departmentMove>): Promise<Answer<ResponseOf<typeof departmentMove>>> =>
  readAnswer(await callEnvelope(departmentMove, body));
export const mergeDepartment = async (body: BodyOf<typeof departmentMerge>): Promise<Answer<ResponseOf<typeof departmentMerge>>> =>
  readAnswer(await callEnvelope(departmentMerge, body));
export const revokeDepartment = async (body: BodyOf<typeof departmentRevoke>): Promise<Answer<ResponseOf<typeof departmentRevoke>>> =>
  readAnswer(await callEnvelope(departmentRevoke, body));
