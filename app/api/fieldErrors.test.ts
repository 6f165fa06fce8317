import { POST as login } from './login/login/route';
import { POST as createPerson } from './Person/create/route';
import { POST as createFiling } from './Filing/create/route';
import { GET as avatar } from './userInfo/avatar/route';
import { call, loginAs, type Handler } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { idNumberFor, insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

/** Every 400 of a field answers in the caller's language, naming the field the same way in both. */
withFreshDatabase();

const CJK = /[\u4e00-\u9fff]/;

let jc: string;
let personId: number;
beforeAll(async () => {
  jc = await loginAs('jc');
  personId = await insertPerson(await unitIdOf('湖州市第一中学'), { name: '字段错误', recordStatus: 'FILED' });
});

interface Request {
  path: string;
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  ip?: string;
}

/** The same request asked in Chinese (no accept-language, the default) and in English. */
async function bothLanguages(handler: Handler, r: Request) {
  const ask = (headers: Record<string, string>) => call(handler, r.path, {
    body: r.body, query: r.query, token: r.token, ip: r.ip, headers, method: r.body === undefined ? 'GET' : 'POST',
  });
  return { zh: await ask({}), en: await ask({ 'accept-language': 'en-US,en;q=0.9' }) };
}

/** Both answers are 400 naming `field`; the Chinese text is the one it always was, the English has no Chinese in it. */
async function expectRefused(handler: Handler, r: Request, field: string, zh: string, en: string) {
  const answers = await bothLanguages(handler, r);
  for (const a of [answers.zh, answers.en]) {
    expect(a.status).toBe(400);
    expect(a.json.code).toBe(400);
    expect(a.json.data).toMatchObject({ field });
  }
  expect(answers.zh.json.msg).toBe(zh);
  expect(answers.en.json.msg).toBe(en);
  expect(answers.en.json.msg).not.toMatch(CJK);
}

describe('a login field', () => {
  const ip = '10.77.0.1';
  it('answers a short password in both languages', async () => {
    await expectRefused(login, { path: '/login/login', body: { username: 'jc', password: '12345' }, ip },
      'password', 'password: 密码不能少于 6 位', 'password: must be at least 6 characters');
  });

  it('answers a missing username as required', async () => {
    await expectRefused(login, { path: '/login/login', body: { password: 'demo123' }, ip },
      'username', 'username 不能为空', 'username is required');
  });

  it('takes the valid neighbour', async () => {
    const ok = await call(login, '/login/login', { body: { username: 'jc', password: 'demo123' }, ip, headers: { 'accept-language': 'en' } });
    expect(ok.json.code).toBe(200);
  });
});

describe('a person save field', () => {
  const person = (over: Record<string, unknown> = {}) => ({
    name: '顾晓彤', idNumber: idNumberFor('1994-05-20', false), gender: '2', birthDate: '1994-05-20', ethnicity: '01', nativePlace: '330502',
    politicalStatus: '01', partyJoinDate: '2015-06-30', mobile: '13905721234', education: '14', degree: '304', graduateSchool: '浙江师范大学',
    major: '学科教学（数学）', graduationDate: '2019-06-30', workStartDate: '2019-08-01', unitEntryDate: '2019-08-01', entryMethod: 'OPEN_RECRUIT',
    deptName: '数学组', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T11', postName: '中学数学教师',
    appointDate: '2020-08-01', profTitle: '中学二级教师', titleLevel: 'ASSISTANT', titleSeries: 'SCHOOL_TEACHER', titleDate: '2020-07-01',
    contractType: 'FIXED', contractStart: '2019-08-01', contractEnd: '2025-07-31', probationEnd: '2020-07-31',
    ...over,
  });
  const save = (body: object): Request => ({ path: '/Person/create', body, token: jc });

  it('answers a date in the wrong format', async () => {
    await expectRefused(createPerson, save(person({ birthDate: '1994/05/20' })),
      'birthDate', 'birthDate: 出生日期格式应为 YYYY-MM-DD', 'birthDate: must be a date (YYYY-MM-DD)');
  });

  it('answers a day that does not exist by what the field must be', async () => {
    await expectRefused(createPerson, save(person({ workStartDate: '2019-02-30' })),
      'workStartDate', 'workStartDate: 参加工作时间不是有效日期', 'workStartDate: must be a valid date for this field');
  });

  it('answers a missing name labelled in Chinese as required in English', async () => {
    await expectRefused(createPerson, save(person({ name: undefined })), 'name', 'name: 请填写姓名', 'name is required');
  });

  it('takes the valid neighbour', async () => {
    const ok = await call(createPerson, '/Person/create', { body: person(), token: jc, headers: { 'accept-language': 'en' } });
    expect([ok.json.code, ok.json.msg]).toEqual([200, 'success']);
  });
});

describe('a filing field', () => {
  const valid = { change: 'LONG_SICK', startDate: '2026-03-01', reason: '术后休养' };
  const filing = (over: { contactPhone?: string; header?: object; payload?: object } = {}): Request => ({
    path: '/Filing/create', token: jc,
    body: {
      filingType: 'PERSON_STATUS', contactName: '李明华', contactPhone: over.contactPhone ?? '13857201234',
      header: over.header ?? {}, lines: [{ personId, payload: { ...valid, ...over.payload } }],
    },
  });

  it('answers a contact phone in the wrong format', async () => {
    await expectRefused(createFiling, filing({ contactPhone: '1385720' }),
      'contactPhone', 'contactPhone: 联系电话应为手机号或固定电话（如 0572-2398001）', 'contactPhone: has the wrong format');
  });

  it('answers a header field of the type past its length', async () => {
    await expectRefused(createFiling, filing({ header: { note: '说'.repeat(501) } }),
      'header.note', 'header.note: 说明不能超过 500 个字', 'header.note: must be at most 500 characters');
  });

  it('answers a line field past its length and a line date in the wrong format', async () => {
    await expectRefused(createFiling, filing({ payload: { reason: '因'.repeat(501) } }),
      'lines[0].reason', '第 1 行 reason: 变动原因不能超过 500 个字', 'lines[0].reason: must be at most 500 characters');
    await expectRefused(createFiling, filing({ payload: { startDate: '2026/03/01' } }),
      'lines[0].startDate', '第 1 行 startDate: 开始日期格式应为 YYYY-MM-DD', 'lines[0].startDate: must be a date (YYYY-MM-DD)');
  });

  it('answers a line value outside its list by the values it takes', async () => {
    const { en } = await bothLanguages(createFiling, filing({ payload: { change: 'SABBATICAL' } }));
    expect(en.json.data).toMatchObject({ field: 'lines[0].change', lineNo: 1 });
    expect(en.json.msg).toMatch(/^lines\[0\]\.change: must be one of "[A-Z_]+"(, "[A-Z_]+")*$/);
    expect(en.json.msg).toContain('"LONG_SICK"');
  });

  it('takes the valid neighbour: a note of 500 characters and a reason of 500', async () => {
    const ok = await call(createFiling, '/Filing/create', {
      ...filing({ header: { note: '说'.repeat(500) }, payload: { reason: '因'.repeat(500) } }), headers: { 'accept-language': 'en' },
    });
    expect(ok.json.code).toBe(200);
  });
});

describe('a query parameter', () => {
  it('answers a malformed one in both languages', async () => {
    await expectRefused(avatar, { path: '/userInfo/avatar', query: { file: 'not-a-hash' } },
      'file', 'file: 文件标识应为 64 位十六进制', 'file: has the wrong format');
  });

  it('answers a missing one as required', async () => {
    await expectRefused(avatar, { path: '/userInfo/avatar', query: {} }, 'file', 'file 不能为空', 'file is required');
  });

  it('takes the well-formed neighbour (a hash no file has: 404, not 400)', async () => {
    const { status } = await call(avatar, '/userInfo/avatar', { query: { file: 'a'.repeat(64) } });
    expect(status).toBe(404);
  });
});
