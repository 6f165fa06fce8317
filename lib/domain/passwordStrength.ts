import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordEstimator } from './passwordPolicy';

/**
 * zxcvbn with the common-password list of @zxcvbn-ts/language-common (and its keyboard layouts). Kept apart from
 * passwordPolicy.ts so that the list (about 400 kB) reaches the browser only if a form imports this module lazily.
 */
let factory: ZxcvbnFactory | undefined;

export const estimatePassword: PasswordEstimator = (password, userInputs) => {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, useLevenshteinDistance: true });
  const result = factory.check(password, userInputs);
  const common = result.sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'passwords-common');
  return { score: result.score, common };
};
