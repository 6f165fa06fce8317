import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** Notices publishing, shared files, help documents and the policy assistant. */
export const helpViews: ViewMap = {
  'notice/noticeManagement': lazy(() => import('./NoticeManagement')),
  'company/uploadCommonFile': lazy(() => import('./CommonFiles')),
  'faq/index': lazy(() => import('./HelpCenter')),
  'help/documentDetail': lazy(() => import('./DocumentDetail')),
  'help/deepseek': lazy(() => import('./PolicyAssistant')),
};
