/** The two databases the server runs on: PostgreSQL, or PGlite embedded (the demo database). */
export type DatabaseKind = 'postgres' | 'pglite';

/** The database the environment names: PostgreSQL by DATABASE_URL, else embedded PGlite under DATA_DIR. */
export const configuredKind = (): DatabaseKind => (process.env.DATABASE_URL ? 'postgres' : 'pglite');

/** Whether the server runs on the embedded demo database, whose demo accounts keep demo123 (the sign-in page says so). */
export const onDemoDatabase = (): boolean => configuredKind() === 'pglite';
