import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** Notices publishing, shared files, help documents and the policy assistant. */
export const helpViews: ViewMap = {
  'notice/noticeManagement': lazyView(() => import('./NoticeManagement')),
  'company/uploadCommonFile': lazyView(() => import('./CommonFiles')),
  'faq/index': lazyView(() => import('./HelpCenter')),
  'help/documentDetail': lazyView(() => import('./DocumentDetail')),
  'help/deepseek': lazyView(() => import('./PolicyAssistant')),
};
