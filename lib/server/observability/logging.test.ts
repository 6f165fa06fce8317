import { z } from 'zod';
import { endpoint } from '@/lib/contracts/endpoint';
import { defineHandler } from '@/lib/server/http';
import { POST as login } from '@/app/api/login/login/route';
import { POST as register } from '@/app/api/register/route';
import { POST as sendCode } from '@/app/api/register/sendCode/route';
import { POST as createPerson } from '@/app/api/Person/create/route';
import { POST as revealId } from '@/app/api/Person/revealId/route';
import type { PersonDetail } from '@/lib/contracts/person';
import { usccCheckChar } from '@/lib/domain/uscc';
import { setSmsSender } from '@/lib/server/services/sms';
import { developmentSender } from '@/lib/server/services/sms/development';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { idNumberFor } from '@/lib/server/testing/fixtures';
import { captureLogs, type CapturedLogs } from './capture';
import { logger, loggerOptions, maskText } from './logger';
import { runLogFile } from './runLog';

withFreshDatabase();

let logs: CapturedLogs;
const lines = () => logs.lines();
const texts: string[] = [];

beforeAll(() => {
  logs = captureLogs();
  // The development sender, which notes every text in the log, with a copy of the text for the test to read the code.
  setSmsSender({ name: 'development', send: async (mobile, text) => { texts.push(text); await developmentSender.send(mobile, text); } });
});
afterAll(() => {
  logs.restore();
  setSmsSender(undefined);
});
beforeEach(() => logs.clear());

const PASSWORD = 'demo123';
const NEW_PASSWORD = 'Secret#66x-Tulip';
const ID_NUMBER = idNumberFor('1994-05-20', false);
const MASKED_ID = `${ID_NUMBER.slice(0, 6)}********${ID_NUMBER.slice(-4)}`;

describe('the log lines of API calls carrying secrets', () => {
  it('hold no password, token, SMS code or ID number, and one request line per call with its route, user and unit', async () => {
    const wrong = await call(login, '/login/login', { body: { username: 'jc', password: 'Wrong#Pass-42' }, ip: '10.61.0.1' });
    expect(wrong.status).toBe(401);
    const signedIn = await call<{ token: string }>(login, '/login/login', {
      body: { username: 'jc', password: PASSWORD }, ip: '10.61.0.2', headers: { 'x-request-id': 'req-login-ok' },
    });
    expect(signedIn.status).toBe(200);
    const { token } = signedIn.json.data;

    const person = {
      name: '顾晓彤', idNumber: ID_NUMBER, gender: '2', birthDate: '1994-05-20', ethnicity: '01', nativePlace: '330502',
      politicalStatus: '01', partyJoinDate: '2015-06-30', mobile: '13905721234', education: '14', degree: '304', graduateSchool: '浙江师范大学',
      major: '学科教学（数学）', graduationDate: '2019-06-30', workStartDate: '2019-08-01', unitEntryDate: '2019-08-01', entryMethod: 'OPEN_RECRUIT',
      deptName: '数学组', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T11', postName: '中学数学教师',
      appointDate: '2020-08-01', profTitle: '中学二级教师', titleLevel: 'ASSISTANT', titleSeries: 'SCHOOL_TEACHER', titleDate: '2020-07-01',
      contractType: 'FIXED', contractStart: '2019-08-01', contractEnd: '2025-07-31', probationEnd: '2020-07-31', educations: [], resumes: [],
    };
    const created = await call<PersonDetail>(createPerson, '/Person/create', { body: person, token, headers: { 'x-request-id': 'req-person' } });
    expect(created.status).toBe(200);
    const revealed = await call<{ idNumber: string }>(revealId, '/Person/revealId', { body: { id: created.json.data.id }, token });
    expect(revealed.json.data.idNumber).toBe(ID_NUMBER);
    const duplicate = await call(createPerson, '/Person/create', { body: person, token });
    expect(duplicate.status).toBe(422);

    const mobile = '13900000042';
    expect((await call(sendCode, '/register/sendCode', { body: { mobile }, ip: '10.61.0.3' })).status).toBe(200);
    const code = /(\d{6})/.exec(texts.at(-1)!)![1];
    const unitCode = `12330500470128562${usccCheckChar('12330500470128562')}`;
    const registered = await call(register, '/register', {
      body: { unitCode, contactName: '王小明', mobile, code, username: 'log_clerk', password: NEW_PASSWORD },
    });
    expect(registered.status).toBe(200);

    for (const secret of [PASSWORD, 'Wrong#Pass-42', NEW_PASSWORD, token, code, ID_NUMBER]) expect(logs.text()).not.toContain(secret);

    const requests = lines().filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.route, l.status, l.level])).toEqual([
      ['/api/login/login', 401, 'warn'],
      ['/api/login/login', 200, 'info'],
      ['/api/Person/create', 200, 'info'],
      ['/api/Person/revealId', 200, 'info'],
      ['/api/Person/create', 422, 'info'],
      ['/api/register/sendCode', 200, 'info'],
      ['/api/register', 200, 'info'],
    ]);
    expect(requests[1]).toMatchObject({ requestId: 'req-login-ok', method: 'POST', userId: expect.any(Number), unitId: expect.any(Number) });
    expect(requests[2]).toMatchObject({ requestId: 'req-person', userId: requests[1].userId, unitId: requests[1].unitId });
    for (const line of requests) expect(line.durationMs).toEqual(expect.any(Number));
    // The development sender's note is there, with the number and the code masked.
    expect(lines().find((l) => l.msg === '[sms] development sender')).toMatchObject({ mobile: '139****0042', text: expect.stringContaining('******') });
  });
});

describe('the request line of a failure', () => {
  const failing = defineHandler(
    endpoint({ method: 'GET', path: '/test/failing', summary: 'fails', tag: 'test', access: 'public', response: z.null() }),
    async () => {
      throw new Error(`the import of ${ID_NUMBER} broke`);
    },
    { database: false },
  );
  const refusing = defineHandler(
    endpoint({ method: 'GET', path: '/test/refusing', summary: 'refuses', tag: 'test', access: 'public', response: z.null() }),
    async () => {
      throw new (await import('@/lib/server/errors')).ApiError(409, '数据已被他人修改');
    },
    { database: false },
  );

  it('is an error with the stack, masked, for an unexpected error (500)', async () => {
    // Called directly: a test route has no place in the OpenAPI document `call` checks answers against.
    const { status } = await failing(new Request('http://localhost/api/test/failing', { headers: { 'x-request-id': 'req-boom' } }));
    expect(status).toBe(500);
    const [line] = lines();
    expect(line).toMatchObject({ level: 'error', msg: 'request failed', route: '/api/test/failing', status: 500, requestId: 'req-boom' });
    expect(line.err).toMatchObject({ type: 'Error', message: `the import of ${MASKED_ID} broke`, stack: expect.stringContaining('logging.test.ts') });
    expect(logs.text()).not.toContain(ID_NUMBER);
  });

  it('is a plain info line, without an error, for a refusal the service meant (409)', async () => {
    const { status } = await refusing(new Request('http://localhost/api/test/refusing'));
    expect(status).toBe(409);
    const [line] = lines();
    expect(line).toMatchObject({ level: 'info', msg: 'request', route: '/api/test/refusing', status: 409 });
    expect(line.err).toBeUndefined();
  });
});

describe('the redaction of whatever a line is given', () => {
  it('removes secrets by key, at the top and one level down, and keeps the other fields', () => {
    logger().info({
      password: PASSWORD, username: 'jc', body: { password: PASSWORD, newPassword: NEW_PASSWORD, smsCode: '482913', mobile: '139****0042' },
      headers: { authorization: 'Bearer abc.def.ghi', 'content-type': 'application/json' }, token: 'opaque-token-value',
    }, 'a request as a careless change might log it');
    const [line] = lines();
    expect(line).toMatchObject({
      username: 'jc', password: '[redacted]', token: '[redacted]',
      body: { password: '[redacted]', newPassword: '[redacted]', smsCode: '[redacted]', mobile: '139****0042' },
      headers: { authorization: '[redacted]', 'content-type': 'application/json' },
    });
    for (const secret of [PASSWORD, NEW_PASSWORD, '482913', 'abc.def.ghi', 'opaque-token-value']) expect(logs.text()).not.toContain(secret);
  });

  it('masks ID numbers and tokens in free text: the message, nested strings, an error’s message and stack', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjF9.c2lnbmF0dXJlLXZhbHVl';
    const err = new Error(`duplicate key (id_number)=(${ID_NUMBER})`);
    logger().error({ err, detail: { note: `身份证号 ${ID_NUMBER} 已存在` }, header: `Bearer ${jwt}` }, `person ${ID_NUMBER} refused`);
    const [line] = lines();
    expect(line.msg).toBe(`person ${MASKED_ID} refused`);
    expect(line.detail).toEqual({ note: `身份证号 ${MASKED_ID} 已存在` });
    expect(line.header).toBe('Bearer [redacted]');
    expect(line.err).toMatchObject({ message: `duplicate key (id_number)=(${MASKED_ID})`, stack: expect.stringContaining(MASKED_ID) });
    expect(logs.text()).not.toContain(ID_NUMBER);
    expect(logs.text()).not.toContain(jwt);
  });

  it('masks an 18-character ID number with an X check, and leaves longer and shorter digit runs alone', () => {
    expect(maskText('证件 33050219940520002X 有效')).toBe('证件 330502********002X 有效');
    expect(maskText('订单 1234567890123456789 与 12345678901234567')).toBe('订单 1234567890123456789 与 12345678901234567');
  });

  it('is quiet in the tests unless LOG_LEVEL asks otherwise', () => {
    logs.restore();
    // In a jest run the lines go to the run's log file at info (runLog.ts), which the run's end searches for secrets.
    expect(logger().level).toBe(runLogFile() ? 'info' : process.env.LOG_LEVEL);
    expect(loggerOptions().level).toBe(process.env.LOG_LEVEL || 'silent');
    logs = captureLogs();
  });
});
