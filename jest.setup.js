// Fast password hashing in tests (production keeps the default cost); demo filings only where a test seeds them.
process.env.PASSWORD_HASH_COST = process.env.PASSWORD_HASH_COST || '4';
process.env.DEMO_FILINGS = process.env.DEMO_FILINGS || 'off';
// Quiet logs keep the test output readable; LOG_LEVEL=debug (or any level) shows them.
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'silent';
