import { POST as upload } from '@/app/api/Attachment/upload/route';
import { call } from './api';
import { samplePdf } from './files';

/** Uploads one small PDF per category to a filing as the signed-in user, failing loudly when an upload is refused. */
export async function attachPapers(token: string, filingId: number, categories: string[]): Promise<void> {
  for (const category of categories) {
    const { json } = await call(upload, '/Attachment/upload', {
      body: { filingId, category, fileName: `${category}.pdf`, content: samplePdf(category).toString('base64') }, token,
    });
    if (json.code !== 200) throw new Error(`upload ${category}: ${json.msg}`);
  }
}
