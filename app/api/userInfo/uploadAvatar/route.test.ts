import { POST } from './route';
import { GET as avatar } from '../avatar/route';
import { POST as userInfo } from '../userInfo/route';
import type { UserInfo } from '@/lib/contracts/userInfo';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { sampleJpeg, samplePng, sampleWebp } from '@/lib/server/testing/files';

withFreshDatabase();

const PNG = samplePng();
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
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="avatar.png"; filename*=UTF-8''avatar.png`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it('refuses other types, content that does not match, and files over 2 MB', async () => {
    const token = await loginAs('jc2');
    expect((await upload(token, 'me.pdf', PNG)).json).toMatchObject({ code: 422, msg: '头像只能是 png、jpg 或 webp 图片' });
    expect((await upload(token, 'me.jpg', PNG)).json).toMatchObject({ code: 422, msg: '文件内容与类型不符' });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    // The contract's base64File bound refuses it before the service: 400 naming the field.
    expect((await upload(token, 'big.png', big)).json).toMatchObject({ code: 400, msg: expect.stringMatching(/^content: .*2 MB/) });
    expect((await upload(token, '', PNG)).json.msg).toMatch(/^fileName: /);
  });

  it('decodes the whole image: a PNG, JPEG or WebP header followed by HTML is refused, the real image taken', async () => {
    const token = await loginAs('jc2');
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    for (const [name, image] of [['me.png', PNG], ['me.jpg', sampleJpeg()], ['me.webp', sampleWebp()]] as const) {
      const refused = await upload(token, name, Buffer.concat([image.subarray(0, 16), html]));
      expect([name, refused.json]).toMatchObject([name, { code: 422, msg: '文件内容与类型不符', data: { field: 'content' } }]);
      expect([name, (await upload(token, name, image)).json.code]).toEqual([name, 200]);
    }
  });

  it('serves only files some account holds as its avatar', async () => {
    const res = await avatar(new Request(`http://localhost/api/userInfo/avatar?file=${'a'.repeat(64)}`));
    expect(res.status).toBe(404);
    expect((await avatar(new Request('http://localhost/api/userInfo/avatar?file=../../etc/passwd'))).status).toBe(400);
  });
});
