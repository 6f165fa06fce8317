import 'server-only';
import { authExamples } from './examples/auth';
import { contentExamples } from './examples/content';
import { filingExamples } from './examples/filing';
import { mockExamples } from './examples/mock';
import { personExamples } from './examples/person';
import { reportExamples } from './examples/report';
import { settingExamples } from './examples/setting';
import { systemExamples } from './examples/system';
import { historyImportExamples } from './examples/historyImport';
import { importJobExamples } from './examples/importJob';
import { unitImportExamples } from './examples/unitImport';
import { unitAccountExamples } from './examples/unitAccounts';
import { userExamples } from './examples/user';
import { workbenchExamples } from './examples/workbench';
import type { OperationExample } from './examples/types';

export type { OperationExample };

/**
 * The request body and the 200 `data` of every operation, by its path, written from the demo dataset (literal objects:
 * building the document stays cheap). The document test requires one for every operation and validates each against
 * the schema it illustrates.
 */
export const EXAMPLES: Record<string, OperationExample> = {
  ...authExamples, ...userExamples, ...settingExamples, ...personExamples, ...filingExamples, ...reportExamples,
  ...contentExamples, ...systemExamples, ...mockExamples, ...unitImportExamples, ...workbenchExamples, ...unitAccountExamples,
  ...historyImportExamples, ...importJobExamples,
};
