// Fast password hashing in tests; production keeps the default cost.
process.env.PASSWORD_HASH_COST = process.env.PASSWORD_HASH_COST || '4';
