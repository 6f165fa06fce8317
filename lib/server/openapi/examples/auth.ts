import type { OperationExample } from './types';

/** Examples of signing in, registration and social sign-in, from the demo dataset. */
export const authExamples: Record<string, OperationExample> = {
  '/login/login': {
    body: { username: 'jc', password: 'demo123' },
    data: {
      token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjUsInVzZXJuYW1lIjoiamMiLCJyb2xlIjoiamMiLCJzaWQiOiJkNTlmYzBiZS1hZjZmLTRjNzgtYjMzNi1mODdhNDU3YzUwNTAiLCJpYXQiOjE3OTU3MDA1MzEsImV4cCI6MTc5NTcwNzczMX0.signature',
    },
  },
  '/login/qrLogin': {
    body: {
      ticket: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjUsInB1cnBvc2UiOiJxci1sb2dpbiIsImp0aSI6IjUzODY0MjJjLTg0YTgtNDZmZi1hYTU4LTIzNWYwNjQxOTk2ZSIsImlhdCI6MTc5NTcwMDUxNywiZXhwIjoxNzk1NzAwODE3fQ.signature',
    },
    data: {
      token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjUsInVzZXJuYW1lIjoiamMiLCJyb2xlIjoiamMiLCJzaWQiOiI0MDEzOGY3ZS0xODZjLTQ4OTAtYWJiZS05YTNlMmQzYTIzYTUiLCJpYXQiOjE3OTU3MDA1MTcsImV4cCI6MTc5NTcwNzcxN30.signature',
    },
  },
  '/login/renewalInfo': {
    body: {
      ticket: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjUsInB1cnBvc2UiOiJyZW5ld2FsIiwianRpIjoiOWIwZjNjMWUtNWQyYS00YzQ3LThhNjEtMmYzZTdkOWM0YjEwIiwiaWF0IjoxNzk1NzAwNTMxLCJleHAiOjE3OTU3MDExMzF9.signature',
    },
    data: { username: 'jc', unitName: '湖州市第一中学', expireTime: '2026-11-25', authorityName: '湖州市教育局', authorityPhone: '0572-2398102' },
  },
  '/login/renewal': {
    body: {
      ticket: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjUsInB1cnBvc2UiOiJyZW5ld2FsIiwianRpIjoiOWIwZjNjMWUtNWQyYS00YzQ3LThhNjEtMmYzZTdkOWM0YjEwIiwiaWF0IjoxNzk1NzAwNTMxLCJleHAiOjE3OTU3MDExMzF9.signature',
      contactName: '李明华', contactPhone: '13857201234', note: '本单位 2027 年度续期，请予办理。',
    },
    data: { username: 'jc', unitName: '湖州市第一中学', expireTime: '2026-11-25', authorityName: '湖州市教育局', authorityPhone: '0572-2398102' },
  },
  '/login/logout': { body: {}, data: null },
  '/publicKey': {
    data: {
      publicKey: '-----BEGIN PUBLIC KEY-----\nMIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQCzzoApNGqe0xj3gaQmsrCEpJZS\n6fx8MMdhNHe7FjFOPaklML68TjkleITHTblcFidaN/2iK2U+aC4PwIPU2x/vq/1s\nmvG5dLZ0NFxgBJaSa33M8YUIVNCmZC6ZiOJ+Y9luzVX5I7xuQDLeYHX24EeTnswl\n60/f2uRhujHQ2SqjnQIDAQAB\n-----END PUBLIC KEY-----\n',
      mockServer: false, demoDatabase: true,
    },
  },
  '/register/sendCode': { body: { mobile: '13967250001' }, data: { resendAfter: 60, expiresIn: 300 } },
  '/register': {
    body: { unitCode: '12330500470128562K', contactName: '王小明', mobile: '13967250001', code: '351471', username: 'yz_clerk', password: 'Start#2024x' },
    data: { id: 1, status: 'PENDING' },
  },
  '/register/getList': {
    body: { pageNo: 1, pageSize: 2, status: 'PENDING' },
    data: {
      list: [
        {
          id: 1, username: 'yz_clerk', role: 'jc', contactName: '王小明', mobile: '13967250001', unitName: '湖州市第一中学', unitCode: '12330500470128562K',
          status: 'PENDING', reason: '', createdAt: '2026-11-26 21:41:58', reviewedAt: '', reviewer: null,
        },
      ],
      total: 1,
    },
  },
  '/register/review': {
    body: { id: 1, approve: true },
    data: {
      id: 1, username: 'yz_clerk', role: 'jc', contactName: '王小明', mobile: '13967250001', unitName: '湖州市第一中学', unitCode: '12330500470128562K',
      status: 'APPROVED', reason: '', createdAt: '2026-11-26 21:41:58', reviewedAt: '2026-11-26 21:41:58', reviewer: 'admin',
    },
  },
  '/socialLogin': {
    body: { code: 'gh-7f3a9c2e51' },
    data: {
      token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjUsInVzZXJuYW1lIjoiamMiLCJyb2xlIjoiamMiLCJzaWQiOiJkNTlmYzBiZS1hZjZmLTRjNzgtYjMzNi1mODdhNDU3YzUwNTAiLCJpYXQiOjE3OTU3MDA1MzEsImV4cCI6MTc5NTcwNzczMX0.signature',
    },
  },
};
