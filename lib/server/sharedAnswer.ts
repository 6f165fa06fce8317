import 'server-only';

/**
 * Answers a cache hands out again and again as the same object (the profile, a role's route list): the handler checks
 * such an answer against its contract and serialises it once, not at every request. A shared answer is never changed
 * after it is shared; a changed record is a new object.
 */
const serialised = new WeakMap<object, string | undefined>();

/** Marks `answer` as handed out again unchanged. */
export function shareAnswer<T extends object>(answer: T): T {
  if (!serialised.has(answer)) serialised.set(answer, undefined);
  return answer;
}

/** The JSON of a shared answer, made by `serialise` the first time it is asked for; undefined for any other answer. */
export function sharedJson(answer: unknown, serialise: (answer: unknown) => string): string | undefined {
  if (typeof answer !== 'object' || answer === null || !serialised.has(answer)) return undefined;
  let json = serialised.get(answer);
  if (json === undefined) serialised.set(answer, (json = serialise(answer)));
  return json;
}
