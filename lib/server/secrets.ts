import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from './db/client';
import { secrets } from './db/schema';

/**
 * A secret from the environment, else generated once and stored, so that every instance agrees
 * (the first writer wins; the others read its value).
 */
export async function sharedSecret(name: string, fromEnv: string | undefined, generate: () => string): Promise<string> {
  if (fromEnv) return fromEnv;
  const db = await getDb();
  await db.insert(secrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, name));
  return row.value;
}
