import { desc, eq, like } from 'drizzle-orm';
import { POST as register } from './route';
import { POST as sendCode } from './sendCode/route';
import { POST as getList } from './getList/route';
import { POST as review } from './review/route';
import { POST as login } from '../login/login/route';
import type { RegistrationItem } from '@/lib/contracts/register';
import { usccCheckChar } from '@/lib/domain/uscc';
import { getDb } from '@/lib/server/db/client';
import { smsCodes, systemLog, users } from '@/lib/server/db/schema';
import { setSmsSender } from '@/lib/server/services/sms';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const outbox: { mobile: string; text: string }[] = [];
beforeAll(() => setSmsSender({ name: 'test', send: async (mobile, text) => { outbox.push({ mobile, text }); } }));
afterAll(() => setSmsSender(undefined));

const JC_UNIT = `12330500470128562${usccCheckChar('12330500470128562')}`;
const JC3_UNIT = `12330500470131246${usccCheckChar('12330500470131246')}`;
const UNKNOWN_UNIT = `12330500470199999${usccCheckChar('12330500470199999')}`;
let nextIp = 0;
const send = (mobile: string, ip = `10.20.0.${++nextIp}`) => call<{ resendAfter: number; expiresIn: number }>(sendCode, '/register/sendCode', { body: { mobile }, ip });
const lastCode = (mobile: string) => /(\d{6})/.exec(outbox.filter((m) => m.mobile === mobile).at(-1)!.text)![1];
const form = (over: Record<string, unknown> = {}) => ({
  unitCode: JC_UNIT, contactName: '王小明', mobile: '13900000001', code: '000000', username: 'yz_clerk', password: 'Secret#66x', ...over,
});
const apply = (body: object) => call<{ id: number; status: string }>(register, '/register', { body });
const signIn = (username: string, password: string) => call<{ token: string }>(login, '/login/login', { body: { username, password }, ip: '10.30.0.1' });
const reviewAs = async (who: string, body: object) => call<RegistrationItem>(review, '/register/review', { body, token: await loginAs(who) });

async function registerWithCode(over: Record<string, unknown>) {
  const mobile = String(over.mobile);
  expect((await send(mobile)).json.code).toBe(200);
  return apply(form({ ...over, code: lastCode(mobile) }));
}

describe('POST /api/register/sendCode', () => {
  it('texts a 6-digit code through the sender, never writing it to the system log', async () => {
    const { json } = await send('13900000001', '10.20.9.9');
    expect(json).toMatchObject({ code: 200, data: { resendAfter: 60, expiresIn: 300 } });
    const code = lastCode('13900000001');
    const db = await getDb();
    const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'register.sendCode')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry).toMatchObject({ account: '139****0001', result: 'success', ip: '10.20.9.9' });
    const logged = await db.select().from(systemLog).where(like(systemLog.detail, `%${code}%`));
    expect(logged).toHaveLength(0);
    const [stored] = await db.select().from(smsCodes).where(eq(smsCodes.mobile, '13900000001'));
    expect(stored.codeHash).not.toContain(code);
  });

  it('refuses a resend within 60 s and a sixth code in an hour with 429', async () => {
    const again = await send('13900000001');
    expect(again.status).toBe(429);
    expect(again.json.msg).toMatch(/^验证码已发送，请 \d+ 秒后再获取$/);
    const db = await getDb();
    const mobile = '13900000099';
    for (let i = 0; i < 5; i++) {
      expect((await send(mobile)).status).toBe(200);
      await db.update(smsCodes).set({ sentAt: new Date(Date.now() - 120_000 * (i + 1)) }).where(eq(smsCodes.mobile, mobile));
    }
    const sixth = await send(mobile);
    expect(sixth.status).toBe(429);
    expect(sixth.json.msg).toBe('该手机号获取验证码过于频繁，请 1 小时后再试');
  });

  it('refuses a malformed number with 400 and the §5 message', async () => {
    const bad = await send('2390000000');
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('mobile: 请输入正确的手机号');
  });

  it('answers a registered number exactly as a new one, and texts its owner a notice instead of a code', async () => {
    const db = await getDb();
    await db.update(users).set({ mobile: '13900000077' }).where(eq(users.username, 'jc2'));
    const taken = await send('13900000077', '10.21.0.1');
    const fresh = await send('13900000078', '10.21.0.2');
    expect(taken).toEqual(fresh);
    expect(taken).toEqual({ status: 200, json: { code: 200, msg: 'success', data: { resendAfter: 60, expiresIn: 300 } } });
    const notice = outbox.filter((m) => m.mobile === '13900000077');
    expect(notice).toHaveLength(1);
    expect(notice[0].text).toContain('有人正在使用您的手机号注册');
    expect(notice[0].text).not.toMatch(/\d{6}/);
    expect(outbox.filter((m) => m.mobile === '13900000078').at(-1)!.text).toMatch(/注册验证码为 \d{6}/);
    // The throttle counts the notice like a code: a second try within 60 s is 429 for both.
    const [takenAgain, freshAgain] = [await send('13900000077'), await send('13900000078')];
    expect(takenAgain.status).toBe(429);
    expect(takenAgain.json.msg.replace(/\d+/, 'n')).toBe(freshAgain.json.msg.replace(/\d+/, 'n'));
    // No code can be guessed for the registered number: every try is a wrong code, as for any number.
    const guess = await apply(form({ mobile: '13900000077', code: '000000', username: 'enum_probe' }));
    expect(guess.json).toMatchObject({ code: 400, msg: '验证码错误', data: { field: 'code' } });
  });
});

describe('POST /api/register', () => {
  it('refuses a wrong code, then an expired one', async () => {
    const wrong = await apply(form({ code: lastCode('13900000001') === '123456' ? '654321' : '123456' }));
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ msg: '验证码错误', data: { field: 'code' } });
    const db = await getDb();
    await db.update(smsCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(smsCodes.mobile, '13900000001'));
    const expired = await apply(form({ code: lastCode('13900000001') }));
    expect(expired.json.msg).toBe('验证码已过期，请重新获取');
    const never = await apply(form({ mobile: '13900000055' }));
    expect(never.json.msg).toBe('请先获取手机验证码');
  });

  it('names the field of a bad input with 400', async () => {
    expect((await apply(form({ code: '' }))).json.msg).toBe('code: 请输入手机验证码');
    expect((await apply(form({ password: '123' }))).json.msg).toBe('password: 密码至少 8 位');
    expect((await apply(form({ username: '' }))).json.msg).toBe('username: 用户名不能为空');
    expect((await apply(form({ unitCode: '123' }))).json.msg).toMatch(/^unitCode: /);
  });

  it('creates a pending account that cannot sign in until approved', async () => {
    const { status, json } = await registerWithCode({ mobile: '13900000002', username: 'yz_clerk' });
    expect(status).toBe(200);
    expect(json.data.status).toBe('PENDING');
    const refused = await signIn('yz_clerk', 'Secret#66x');
    expect(refused.status).toBe(401);
    expect(refused.json.msg).toBe('账号正在审核中，审核通过后方可登录');
  });

  it('refuses a taken username, a registered mobile and an unknown unit', async () => {
    const dupName = await registerWithCode({ mobile: '13900000003', username: 'YZ_CLERK' });
    expect(dupName).toMatchObject({ status: 409, json: { msg: '用户名已存在' } });
    expect((await send('13900000005')).status).toBe(200);
    const db = await getDb();
    await db.update(users).set({ mobile: '13900000005' }).where(eq(users.username, 'jc3'));
    const dupMobile = await apply(form({ mobile: '13900000005', code: lastCode('13900000005'), username: 'other_one' }));
    expect(dupMobile).toMatchObject({ status: 409, json: { msg: '该手机号已注册', data: { field: 'mobile' } } });
    const unknown = await apply(form({ mobile: '13900000003', code: lastCode('13900000003'), username: 'other_one', unitCode: UNKNOWN_UNIT }));
    expect(unknown).toMatchObject({ status: 422, json: { data: { field: 'unitCode' } } });
    expect(unknown.json.msg).toMatch(/^未找到该统一社会信用代码对应的单位/);
  });
});

describe('registration review', () => {
  const pending = async (who: string) => (await call<{ list: RegistrationItem[]; total: number }>(getList, '/register/getList', {
    body: { status: 'PENDING' }, token: await loginAs(who),
  })).json;

  it('lists pending registrations to admin and the region rsj, and refuses others with 403', async () => {
    const admin = await pending('admin');
    expect(admin.data.list.find((r) => r.username === 'yz_clerk')).toMatchObject({ unitName: '湖州市第一中学', role: 'jc', status: 'PENDING', mobile: '13900000002' });
    expect((await pending('rsj')).data.list.some((r) => r.username === 'yz_clerk')).toBe(true);
    for (const who of ['zg', 'jc']) {
      expect((await call(getList, '/register/getList', { body: {}, token: await loginAs(who) })).status).toBe(403);
      expect((await reviewAs(who, { id: 1, approve: true })).status).toBe(403);
    }
  });

  it('requires a reason to reject, and a rejected account is told why', async () => {
    const { json } = await registerWithCode({ mobile: '13900000004', username: 'yy_clerk', unitCode: JC3_UNIT });
    const noReason = await reviewAs('rsj', { id: json.data.id, approve: false });
    expect(noReason).toMatchObject({ status: 400, json: { msg: 'reason: 请填写驳回原因' } });
    const rejected = await reviewAs('rsj', { id: json.data.id, approve: false, reason: '联系人不是本单位人员' });
    expect(rejected.json.data).toMatchObject({ status: 'REJECTED', reason: '联系人不是本单位人员', reviewer: 'rsj' });
    expect((await signIn('yy_clerk', 'Secret#66x')).json.msg).toBe('注册申请未通过审核：联系人不是本单位人员');
    expect((await reviewAs('admin', { id: json.data.id, approve: true })).status).toBe(409);
  });

  it('approves: the account then signs in', async () => {
    const id = (await pending('admin')).data.list.find((r) => r.username === 'yz_clerk')!.id;
    const approved = await reviewAs('admin', { id, approve: true });
    expect(approved.json.data).toMatchObject({ status: 'APPROVED', reviewer: 'admin' });
    const first = await signIn('yz_clerk', 'Secret#66x');
    expect(first.status).toBe(200);
    expect(typeof first.json.data.token).toBe('string');
    const db = await getDb();
    const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'register.review')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry).toMatchObject({ account: 'admin', result: 'success' });
    expect(entry.detail).toContain(`#${id}`);
  });

  it('answers 404 for an unknown registration', async () => {
    expect((await reviewAs('admin', { id: 99999, approve: true })).status).toBe(404);
  });
});
