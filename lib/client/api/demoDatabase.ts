import { requestEnvelope } from '../request';

/**
 * The path of the public-key endpoint (lib/contracts/auth `publicKey`; demoDatabase.test.ts holds them equal), called
 * here without its contract: the sign-in page asks it first, before any schema is loaded.
 */
export const PUBLIC_KEY_PATH = '/publicKey';

/** Whether the server runs on the embedded demo database, whose demo accounts keep demo123; false when it cannot say. */
export const onDemoDatabase = (): Promise<boolean> =>
  requestEnvelope<{ demoDatabase?: unknown } | null>(PUBLIC_KEY_PATH, { method: 'GET' }).then(
    (res) => res.data?.demoDatabase === true,
    () => false,
  );
