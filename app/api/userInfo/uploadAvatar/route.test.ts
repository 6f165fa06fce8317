import { POST } from './route';
import { GET as avatar } from '../avatar/route';
import { POST as userInfo } from '../userInfo/route';
import type { UserInfo } from '@/lib/contracts/userInfo';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const upload = (token: string, fileName: string, bytes: Buffer) =>
  call<{ avatar: string }>(POST, '/userInfo/uploadAvatar', { body: { fileName, content: bytes.toString('base64') }, token });

describe('POST /api/userInfo/uploadAvatar and GET /api/userInfo/avatar', () => {
  it('stores the image, puts its URL in the profile and serves it back', async () => {
    const token = await loginAs('jc2');
    const { json } = await upload(token, 'me.png', PNG);
    expect(json.code).toBe(200);
    expect(json.data.avatar).toMatch(/^\/api\/userInfo\/avatar\?file=[0-9a-f]{64}$/);
    const info = await call<UserInfo>(userInfo, '/userInfo/userInfo', { body: {}, token });
    expect(info.json.data.avatar).toBe(json.data.avatar);
    const file = new URL(json.data.avatar, 'http://localhost').searchParams.get('file')!;
    const res = await avatar(new Request(`http://localhost/api/userInfo/avatar?file=${file}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it('refuses other types, content that does not match, and files over 2 MB', async () => {
    const token = await loginAs('jc2');
    expect((await upload(token, 'me.pdf', PNG)).json).toMatchObject({ code: 422, msg: '头像只能是 png、jpg 或 webp 图片' });
    expect((await upload(token, 'me.jpg', PNG)).json).toMatchObject({ code: 422, msg: '文件内容与扩展名不符' });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(token, 'big.png', big)).json).toMatchObject({ code: 422, msg: '头像不能超过 2 MB' });
    expect((await upload(token, '', PNG)).json.msg).toMatch(/^fileName: /);
  });

  it('serves only files some account holds as its avatar', async () => {
    const res = await avatar(new Request(`http://localhost/api/userInfo/avatar?file=${'a'.repeat(64)}`));
    expect(res.status).toBe(404);
    expect((await avatar(new Request('http://localhost/api/userInfo/avatar?file=../../etc/passwd'))).status).toBe(400);
  });
});
