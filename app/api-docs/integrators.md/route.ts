import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The integrator's guide (docs/integrators.md), linked from the API reference page, as plain text. */
export async function GET() {
  const text = await readFile(path.join(process.cwd(), 'docs', 'integrators.md'), 'utf8');
  return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
