/** A text matched literally inside a LIKE/ILIKE pattern: its `%`, `_` and `\` escaped with `\` (PostgreSQL's default). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
