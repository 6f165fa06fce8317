import { codeLists } from '@/lib/contracts/code';
import { call } from './call';

export const codeKeys = {
  all: ['codes'] as const,
  lists: (names: readonly string[]) => [...codeKeys.all, [...names].sort().join(',')] as const,
};

export const getCodeLists = (names: readonly string[]) => call(codeLists, { lists: [...names] }).then((d) => d.lists);
