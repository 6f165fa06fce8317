import { withFreshDatabase } from '../testing/database';
import { getDb } from './client';
import { readAll } from './readAll';

withFreshDatabase();

/** Two reads that note when each starts and ends; the first ends only after the second had its chance to start. */
function probe() {
  const events: string[] = [];
  const read = (name: string, answer: number) => async () => {
    events.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    events.push(`${name} ends`);
    return answer;
  };
  return { events, reads: [read('a', 1), read('b', 2)] as const };
}

it('runs the reads side by side on the database, answering in their order', async () => {
  const { events, reads } = probe();
  expect(await readAll(await getDb(), reads)).toEqual([1, 2]);
  expect(events.slice(0, 2)).toEqual(['a starts', 'b starts']);
});

it('runs them one after another in a transaction, whose one connection takes one query at a time', async () => {
  const { events, reads } = probe();
  const answers = await (await getDb()).transaction((tx) => readAll(tx, reads));
  expect(answers).toEqual([1, 2]);
  expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
});
