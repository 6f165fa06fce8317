#!/usr/bin/env node
// Writes the two operation manuals of the user menu (spec §1): one for district-level direct units (CompanyType
// 区直), one for the others. Plain PDF with the reader's built-in Chinese font (Adobe-GB1 STSong-Light), so the
// files stay a few kilobytes. Run `node scripts/manuals.mjs` after editing data/seed/manuals.json.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const { common, manuals } = JSON.parse(fs.readFileSync(new URL('../data/seed/manuals.json', import.meta.url), 'utf8'));

/** Each manual: its title and the shared text with its own review path (the help documents are seeded from the same file). */
const MANUALS = Object.fromEntries(manuals.map((m) => [m.file, {
  title: m.title,
  body: common.map(([kind, text]) => [kind, text.replace('{reviewPath}', m.reviewPath)]),
}]));

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
