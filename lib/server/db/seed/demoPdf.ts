import 'server-only';
import { createPdf, finishPdf, title } from '../../pdf';

const made = new Map<string, Promise<Buffer>>();

/** A one-page PDF for a demo attachment, titled with its category: uploads are read whole, so it must be a real PDF. */
export function demoPdf(name: string): Promise<Buffer> {
  if (!made.has(name)) {
    const doc = createPdf({ title: name });
    title(doc, name);
    doc.text('演示材料，仅供参考。');
    made.set(name, finishPdf(doc));
  }
  return made.get(name)!;
}
