import { correctionSteps } from './corrections';
import { withTwoSchools } from './twoSchools';

/** Races need connections of their own: the embedded database runs one transaction at a time, so there is none to see there. */
export const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** The rounds of each race, the calls' order alternating: one lucky ordering must not hide a race. */
export const ROUNDS = Array.from({ length: 5 }, (_, i) => i);

/** The two calls fired together, b first in odd rounds; their answers in the order a, b. */
export async function together<A, B>(round: number, a: () => Promise<A>, b: () => Promise<B>): Promise<[A, B]> {
  if (round % 2) {
    const [y, x] = await Promise.all([b(), a()]);
    return [x, y];
  }
  return Promise.all([a(), b()]);
}

/** The two schools of a race file (jc's and jc2's, signed in) and the filing steps as their accounts. */
export function raceBetweenSchools() {
  const schools = withTwoSchools();
  return { schools, tokens: schools.tokens, ...correctionSteps(schools.tokens) };
}
