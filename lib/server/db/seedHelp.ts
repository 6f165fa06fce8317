import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { demoFaq } from '@/data/seed/faq';
import manuals from '@/data/seed/manuals.json';
import type { Tx } from './client';
import { attachments, helpDocs } from './tables';
import { storeFile } from '../storage';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A manual's text as the HTML body of its help document (the PDF is generated from the same text). */
function manualBody(reviewPath: string): string {
  return manuals.common
    .map(([kind, text]) => (kind === 'h' ? `<h4>${escape(text)}</h4>` : `<p>${escape(text.replace('{reviewPath}', reviewPath))}</p>`))
    .join('');
}

async function storedManual(tx: Tx, file: string): Promise<number[]> {
  const bytes = await fs.readFile(path.join(process.cwd(), 'public', 'manuals', file)).catch(() => null);
  if (!bytes) return [];
  const { sha256, storagePath } = await storeFile(new Uint8Array(bytes));
  const [row] = await tx.insert(attachments).values({
    category: 'HELP_DOC', name: file, size: bytes.length, mime: 'application/pdf', sha256, storagePath,
  }).returning({ id: attachments.id });
  return [row.id];
}

/** The operation manuals (with their PDFs) and the FAQ. */
export async function seedHelpDocs(tx: Tx): Promise<void> {
  for (const [i, m] of manuals.manuals.entries()) {
    await tx.insert(helpDocs).values({
      kind: 'manual', title: m.title, body: manualBody(m.reviewPath), companyType: m.companyType as 'district' | 'general',
      sort: i + 1, attachmentIds: await storedManual(tx, m.file),
    });
  }
  await tx.insert(helpDocs).values(demoFaq.map((f, i) => ({ kind: 'faq' as const, title: f.title, body: f.body, sort: i + 1 })));
}
