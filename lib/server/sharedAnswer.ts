import 'server-only';

/**
 * Answers a cache hands out again and again as the same object (the profile, a role's route list): the handler checks
 * such an answer against its contract and serialises and encodes its reply once, not at every request. A shared answer
 * is never changed after it is shared; a changed record is a new object.
 */
const encoded = new WeakMap<object, Uint8Array<ArrayBuffer> | undefined>();

/** Marks `answer` as handed out again unchanged. */
export function shareAnswer<T extends object>(answer: T): T {
  if (!encoded.has(answer)) encoded.set(answer, undefined);
  return answer;
}

/** The UTF-8 of the text `serialise` makes of a shared answer, made the first time it is asked for; undefined for any other answer. */
export function sharedReply(answer: unknown, serialise: (answer: unknown) => string): Uint8Array<ArrayBuffer> | undefined {
  if (typeof answer !== 'object' || answer === null || !encoded.has(answer)) return undefined;
  let reply = encoded.get(answer);
  if (reply === undefined) encoded.set(answer, (reply = new TextEncoder().encode(serialise(answer))));
  return reply;
}
