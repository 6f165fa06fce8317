import { searchList } from '@/lib/contracts/search';
import { call } from './call';

export const searchKeys = {
  all: ['search'] as const,
  list: () => [...searchKeys.all, 'list'] as const,
};

export const getSearchList = () => call(searchList);
