/** Every table of the database: the foundation's and the business's. */
export * from './schema';
export * from './schema-business';
