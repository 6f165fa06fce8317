import type { QueryOf } from '@/lib/contracts/endpoint';
import { mockSocialLogin } from '@/lib/contracts/mock/auth';
import { mockNoticeList } from '@/lib/contracts/mock/content';
import { remixIconList } from '@/lib/contracts/mock/icon';
import { tableDelete, tableEdit, tableList, type TableRow } from '@/lib/contracts/mock/table';
import { goodsList, workflowEdit, workflowGet, type WorkflowGraph } from '@/lib/contracts/mock/workflow';
import { call } from './call';

/** The template's mock API (spec §7.2) as the demo screens use it. */

export type TableQuery = Partial<QueryOf<typeof tableList>>;
export type IconQuery = Partial<QueryOf<typeof remixIconList>>;
export type GoodsQuery = Partial<QueryOf<typeof goodsList>>;

export const mockKeys = {
  all: ['mock'] as const,
  table: (q: TableQuery) => [...mockKeys.all, 'table', q] as const,
  icons: (q: IconQuery) => [...mockKeys.all, 'remixIcon', q] as const,
  goods: (q: GoodsQuery) => [...mockKeys.all, 'goods', q] as const,
  workflow: () => [...mockKeys.all, 'workflow'] as const,
  notices: () => [...mockKeys.all, 'notice'] as const,
};

/** Every row of the mock table: it holds 50. */
export const ALL_TABLE_ROWS: TableQuery = { pageNo: 1, pageSize: 50 };

export const getTableList = (q: TableQuery) => call(tableList, q as QueryOf<typeof tableList>);
export const editTableRow = (row: Partial<TableRow>) => call(tableEdit, row);
export const deleteTableRows = (ids: number[]) => call(tableDelete, { ids });

export const getIconList = (q: IconQuery) => call(remixIconList, q as QueryOf<typeof remixIconList>);
export const getGoodsList = (q: GoodsQuery) => call(goodsList, q as QueryOf<typeof goodsList>);
export const getWorkflow = () => call(workflowGet);
export const saveWorkflow = (graph: WorkflowGraph) => call(workflowEdit, graph);
export const getMockNotices = () => call(mockNoticeList);
export const socialLogin = (code: string | undefined) => call(mockSocialLogin, code === undefined ? {} : { code });
