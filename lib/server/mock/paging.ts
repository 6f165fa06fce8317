import 'server-only';

export function page<T>(list: readonly T[], pageNo: number, pageSize: number): { list: T[]; total: number } {
  return { list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: list.length };
}

export const contains = (value: string, filter: string | undefined): boolean => !filter || value.includes(filter);
