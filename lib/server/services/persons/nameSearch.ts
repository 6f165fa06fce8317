import 'server-only';
import { and, ilike, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/like';
import { persons } from '../../db/tables';

/**
 * The grams a part of a name is looked up by in the index `person_name_grams_idx` (migration 0018): its one
 * character, or every pair of neighbouring characters of a longer part, lower-cased. The database's
 * `person_name_grams(name)` holds each name's characters and pairs the same way, so a name that contains the part
 * holds all of them. Characters are code points here as in PostgreSQL's substr (a name may carry a character
 * outside the BMP, such as 𠮷).
 */
export function nameSearchGrams(part: string): string[] {
  const chars = [...part.toLowerCase()];
  if (chars.length <= 1) return chars;
  return [...new Set(chars.slice(1).map((c, i) => chars[i] + c))];
}

/**
 * Persons whose name contains `part`, in any case. B-tree indexes cannot serve a match inside a name, and pg_trgm
 * ignores Chinese under the C locale, so the grams narrow the rows through the GIN index and `ilike` keeps exactly
 * those that contain the part (grams in another order also match the index).
 */
export function nameContains(part: string): SQL {
  const grams = nameSearchGrams(part);
  return and(
    sql`person_name_grams(${persons.name}) @> ${sql.param(grams)}::text[]`,
    ilike(persons.name, `%${escapeLike(part)}%`),
  )!;
}
