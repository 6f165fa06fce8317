import { z } from 'zod';
import { ICON_NAME } from '@/lib/domain/iconName';
import { endpoint, fileResponse } from './endpoint';

export const remixIconSvg = endpoint({
  method: 'GET', path: '/remixIcon/svg', tag: 'icon', access: 'public', errors: [404],
  summary: 'One icon of the installed Remix Icon set as SVG (24 × 24, filled with currentColor), by its name: the icons '
    + 'a menu names that the page does not carry inline. Cached for a year: `v`, the set\'s version, changes the URL with the set.',
  query: z.object({
    name: z.string().max(60, '图标名称不能超过 60 个字符').regex(ICON_NAME, '图标名称只能由小写字母、数字和连字符组成'),
    v: z.string().max(20, '版本号不能超过 20 个字符').regex(/^[0-9a-z.-]*$/, '版本号格式不正确').optional(),
  }),
  response: fileResponse,
});
