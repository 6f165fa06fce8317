import 'server-only';
import type { SessionUser } from '../../session';
import { storeFile } from '../../storage';
import type { Db } from '../client';
import { attachments } from '../tables';
import { demoPdf } from './demoPdf';

/** Attaches one demo PDF per category to a filing, as the unit's user would upload it. */
export async function attachPapers(db: Db, user: SessionUser, filingId: number, categories: string[]): Promise<void> {
  for (const category of categories) {
    const bytes = await demoPdf(`${category}（演示）`);
    const stored = await storeFile(bytes);
    await db.insert(attachments).values({
      filingId, unitId: user.unitId, category, name: `${category}.pdf`, size: bytes.length, mime: 'application/pdf', ...stored, uploadedBy: user.id,
    });
  }
}
