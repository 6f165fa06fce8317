#!/usr/bin/env node
// Writes the two operation manuals of the user menu (spec §1): one for district-level direct units (CompanyType
// 区直), one for the others. Plain PDF with the reader's built-in Chinese font (Adobe-GB1 STSong-Light), so the
// files stay a few kilobytes. Run `node scripts/manuals.mjs` after editing the text below.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const common = (reviewPath) => [
  ['h', '一、登录与退出'],
  ['p', '1. 在浏览器中打开系统地址，输入用户名和密码（密码不少于 6 位），点击“登录”。'],
  ['p', '2. 点击右上角头像，选择“退出登录”即可安全退出；离开电脑前请先退出。'],
  ['h', '二、界面说明'],
  ['p', '1. 菜单按业务分组，点击分组展开其下页面；手机上点击左上角按钮打开菜单。'],
  ['p', '2. 打开过的页面显示为标签，点击即可切换；右键标签可关闭当前、其他、左侧、右侧或全部标签，首页标签不可关闭。'],
  ['p', '3. 切换标签时，尚未提交的填写内容会保留；点击“刷新”按钮可重新加载当前页面。'],
  ['p', '4. 头像菜单中的“主题配置”可调整布局、主题和标签风格，点击“保存”后下次登录仍然有效，“恢复默认”可还原。'],
  ['h', '三、单位与人员'],
  ['p', '1. “单位管理—单位信息”查看本单位基本情况、核定编制数和空编情况。'],
  ['p', '2. “单位管理—人员信息”维护本单位在编人员，身份证号、出生日期等信息须与证件一致。'],
  ['h', '四、业务申报与审核'],
  ['p', '1. 在相应菜单中填写申报内容，保存后点击“提交”上报。'],
  ['p', `2. ${reviewPath}`],
  ['p', '3. 在“单位审核列表”查看审核中或被退回的业务；被退回的业务按审核意见修改后可再次提交。'],
  ['p', '4. 右上角铃铛显示未读通知数，点击可查看通知与邮件，“清空消息”将全部标记为已读。'],
  ['h', '五、常见问题'],
  ['p', '1. 忘记密码：请联系主管部门或人社局的系统管理员重置。'],
  ['p', '2. 页面显示异常：在“主题配置”中点击“清除缓存”，重新登录后再试。'],
];

const MANUALS = {
  'manual-district.pdf': {
    title: '人事管理系统操作手册（区直单位）',
    body: common('区直单位的申报先由主管部门初审，通过后报市人社局审核备案；审核结果以通知形式告知本单位。'),
  },
  'manual-general.pdf': {
    title: '人事管理系统操作手册（县区及其他单位）',
    body: common('县区及其他单位的申报先由主管部门初审，通过后报所在地人社局审核备案；审核结果以通知形式告知本单位。'),
  },
};

const PAGE = { width: 595, height: 842, margin: 56 };
const hex = (text) => [...text].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('');
const widthOf = (c) => (c.charCodeAt(0) < 0x80 ? 0.5 : 1);

/** Breaks a paragraph into lines that fit the page at the given font size. */
function wrap(text, size, indent = 0) {
  const max = (PAGE.width - 2 * PAGE.margin) / size;
  const lines = [];
  let line = '';
  let used = 0;
  for (const c of text) {
    const limit = lines.length ? max - indent : max;
    // Closing punctuation stays on its line rather than starting the next one.
    if (used + widthOf(c) > limit && !'。，、；：”）'.includes(c)) {
      lines.push(line);
      line = '';
      used = 0;
    }
    line += c;
    used += widthOf(c);
  }
  return [...lines, line];
}

/** Lays the manual out as page content streams. */
function layout({ title, body }) {
  const pages = [];
  let ops = [];
  let y = PAGE.height - PAGE.margin;
  const put = (text, size, x, gap) => {
    if (y - gap < PAGE.margin) {
      pages.push(ops);
      ops = [];
      y = PAGE.height - PAGE.margin;
    }
    y -= gap;
    ops.push(`BT /F1 ${size} Tf ${x} ${y} Td <${hex(text)}> Tj ET`);
  };
  put(title, 18, PAGE.margin, 18);
  put('版本 2.7.0', 10, PAGE.margin, 22);
  for (const [kind, text] of body) {
    if (kind === 'h') put(text, 14, PAGE.margin, 30);
    else wrap(text, 12, 1.5).forEach((line, i) => put(line, 12, PAGE.margin + (i ? 18 : 0), i ? 18 : 22));
  }
  pages.push(ops);
  return pages.map((p) => p.join('\n'));
}

function pdf(streams) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add('');
  const pages = add('');
  const font = add('<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>');
  add('<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>');
  add('<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>');
  const kids = streams.map((s) => {
    const content = add(`<< /Length ${Buffer.byteLength(s, 'latin1')} >>\nstream\n${s}\nendstream`);
    return add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`);
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
  objects[pages - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const dir = fileURLToPath(new URL('../public/manuals/', import.meta.url));
fs.mkdirSync(dir, { recursive: true });
for (const [file, manual] of Object.entries(MANUALS)) {
  fs.writeFileSync(`${dir}${file}`, pdf(layout(manual)));
  console.log(`public/manuals/${file}`);
}
