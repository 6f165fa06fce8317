import type { OperationExample } from './types';

/** One 减员 of 湖州市第一中学 through its life: created as a draft, saved with a remark, submitted to its authority. */
const REASON = { reason: '本人申请辞职' };
const LINE_PAYLOAD = { docNo: '湖一中〔2026〕12号', reduceDate: '2026-12-20', reduceType: 'RESIGN' };
/** What the unit enters (Filing/update takes the same, without the type a draft keeps). */
const FILING_FIELDS = {
  title: '2026 年辞职人员减少备案', year: 2026, contactName: '李明华', contactPhone: '13857201234', header: REASON,
  lines: [{ personId: 185, payload: LINE_PAYLOAD }],
};
const review = (seq: number, action: string, fromStatus: string | null, toStatus: string, actedAt: string, snapshotVersion: number | null) => ({
  seq, node: 'JC', action, fromStatus, toStatus, opinion: null, actorName: '李明华', actorRole: 'jc', actorUnitName: '湖州市第一中学', actedAt,
  snapshotVersion, ackWarnings: [], lineIssues: [],
});
const CREATED = review(1, 'CREATE', null, 'DRAFT', '2026-11-26 21:41:49', null);
const SAVED = review(2, 'SAVE', 'DRAFT', 'DRAFT', '2026-11-26 21:41:50', null);
const SUBMITTED = review(3, 'SUBMIT', 'DRAFT', 'PENDING_ZG', '2026-11-26 21:41:50', 1);

const DRAFT_FILING = {
  id: 1, filingNo: '草稿-1', filingType: 'STAFF_REDUCE', typeName: '减员', title: '2026 年辞职人员减少备案', year: 2026, unitId: 4, unitName: '湖州市第一中学',
  status: 'DRAFT', currentNode: 'JC', route: 'ZG_RSJ', submitCount: 0, lastSubmittedAt: '', updatedAt: '2026-11-26 21:41:49', waitingDays: 0,
  version: 1, correctedById: null, subType: null, contactName: '李明华', contactPhone: '13857201234', remark: null, header: REASON,
  lines: [{ lineNo: 1, personId: 185, payload: LINE_PAYLOAD }], approvalDocNo: null, ackWarnings: [], reviews: [CREATED],
  changesSincePreviousSubmission: [],
  linePersons: {
    185: {
      name: '章静欣', idNumber: '330502********5886', gender: '2', birthDate: '1979-09-26', unitName: '湖州市第一中学', postCategory: null, postLevel: null,
      estabStatus: 'OUT', estabType: null, personStatus: 'ON_DUTY', recordStatus: 'FILED',
    },
  },
  beforeAfter: [{
    lineNo: 1, personId: 185, personName: '章静欣', basis: 'CURRENT', rows: [{ field: 'personStatus', before: 'ON_DUTY', after: 'REDUCED', changed: true }],
  }],
  correctsFilingId: null, corrects: null, correctedBy: [], correctable: false, allowedActions: ['EDIT', 'DELETE', 'SUBMIT', 'VOID'],
  violations: [{ code: 'R-GEN-02', level: 'WARN', message: '减员类型为“辞聘”的须上传“辞职申请”附件', field: 'attachments' }], effectiveOn: null, reviewLock: null,
};
const SAVED_FILING = { ...DRAFT_FILING, updatedAt: '2026-11-26 21:41:50', version: 2, remark: '已附辞职申请', reviews: [CREATED, SAVED] };
const SUBMITTED_FILING = {
  ...SAVED_FILING, filingNo: 'JY-2026-000001', status: 'PENDING_ZG', currentNode: 'ZG', submitCount: 1, lastSubmittedAt: '2026-11-26 21:41:50', version: 3,
  reviews: [CREATED, SAVED, SUBMITTED], violations: [],
};

/** Examples of filings and their attachments, from the demo dataset. */
export const filingExamples: Record<string, OperationExample> = {
  '/Filing/getList': {
    body: { pageNo: 1, pageSize: 20, box: 'review', status: ['PENDING_ZG'] },
    data: {
      list: [
        {
          id: 1, filingNo: 'JY-2026-000001', filingType: 'STAFF_REDUCE', typeName: '减员', title: '2026 年辞职人员减少备案', year: 2026, unitId: 4,
          unitName: '湖州市第一中学', status: 'PENDING_ZG', currentNode: 'ZG', route: 'ZG_RSJ', submitCount: 1, lastSubmittedAt: '2026-11-26 21:41:50',
          updatedAt: '2026-11-26 21:41:50', waitingDays: 0, version: 3, correctedById: null,
        },
      ],
      total: 1,
    },
  },
  '/Filing/getDetail': { body: { id: 1 }, data: { ...SUBMITTED_FILING, allowedActions: ['ZG_APPROVE', 'ZG_RETURN'] } },
  '/Filing/create': { body: { filingType: 'STAFF_REDUCE', ...FILING_FIELDS }, data: DRAFT_FILING },
  '/Filing/update': {
    body: { ...FILING_FIELDS, id: 1, version: 1, remark: '已附辞职申请' },
    data: SAVED_FILING,
  },
  '/Filing/delete': { body: { id: 3, version: 1 }, data: null },
  '/Filing/act': { body: { id: 1, version: 2, action: 'SUBMIT', ackWarnings: [] }, data: { ...SUBMITTED_FILING, allowedActions: ['WITHDRAW'] } },
  '/Filing/getUnits': { body: {}, data: { list: [{ id: 4, unitName: '湖州市第一中学' }] } },
  '/Filing/printPdf': { body: { id: 1 } },
  '/Attachment/upload': {
    body: {
      filingId: 1, category: '辞职申请', fileName: '辞职申请.pdf',
      content: 'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCAyMDAgMTAwXSA+PgplbmRvYmoKNCAwIG9iago8PCAvVGl0bGUgPGZlZmY5MDAwNGYxMTViYTE2Mjc5ODg2OD4gPj4KZW5kb2JqCnhyZWYKMCA1CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAwOSAwMDAwMCBuIAowMDAwMDAwMDU4IDAwMDAwIG4gCjAwMDAwMDAxMTUgMDAwMDAgbiAKMDAwMDAwMDE4NiAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDUgL1Jvb3QgMSAwIFIgL0luZm8gNCAwIFIgPj4Kc3RhcnR4cmVmCjI0MQolJUVPRgo=',
    },
    data: {
      id: 3, filingId: 1, category: '辞职申请', name: '辞职申请.pdf', size: 416, mime: 'application/pdf',
      sha256: 'f669a4413a71c1cc3df3d097d1f0e7b41a786c08a4bb1c5d95a235d219367b19', uploadedAt: '2026-11-26 21:41:50', uploadedBy: 'jc',
    },
  },
  '/Attachment/getList': {
    body: { filingId: 1 },
    data: {
      list: [
        {
          id: 3, filingId: 1, category: '辞职申请', name: '辞职申请.pdf', size: 416, mime: 'application/pdf',
          sha256: 'f669a4413a71c1cc3df3d097d1f0e7b41a786c08a4bb1c5d95a235d219367b19', uploadedAt: '2026-11-26 21:41:50', uploadedBy: '李明华',
        },
      ],
      required: ['辞职申请'], categories: ['退休审批表', '提前退休审批材料', '辞职申请', '解聘通知', '终止聘用合同通知书', '调动审批材料', '公务员录用（调任）通知', '开除处分决定书', '死亡证明', '减员依据材料'],
    },
  },
  '/Attachment/download': { body: { id: 3 } },
  '/Attachment/delete': { body: { id: 4 }, data: null },
};
