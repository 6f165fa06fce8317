import type { FilingDetail } from '@/lib/contracts/filing';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { heldByLevel } from '@/lib/server/services/jobManage';
import { postsInTransit } from '@/lib/server/services/postClaims';
import { quotaUse } from '@/lib/server/services/quota';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, setEstablishment, setPostCount } from '@/lib/server/testing/fixtures';
import { day } from '@/lib/server/testing/recruit';
import { onPostgres, raceBetweenSchools, ROUNDS, together } from '@/lib/server/testing/races';
import { transferInFromJc2 } from '@/lib/server/testing/twoSchools';

/**
 * Two arrivals into jc submitted at the same time on PostgreSQL, an internal exchange filed by jc2 and jc's own 调入: at most
 * one is accepted, so jc's in-flight intake never exceeds its last vacancy (R-BZ-01) or its last post of a level (R-GW-06).
 * The exchange locks jc's unit row with jc2's (FilingDefinition.unitsJudged), so the two submissions are judged one after
 * the other and the second counts the first as in transit.
 */
withFreshDatabase();

const { schools, drafted, doAct } = raceBetweenSchools();

const NAMES = '甲乙丙丁戊';

/** A filed person of jc2 in 事业编制; with `level` a post of that level (中级 title), else none. */
const personOfJc2 = (name: string, level: string | null) => insertPerson(schools.jc2, {
  name, recordStatus: 'FILED', estabStatus: 'IN', estabType: 'INST', postCategory: level ? 'TECH' : null, postLevel: level, appointDate: level ? '2016-08-01' : null,
});

/** jc2's NBJL moving the person into jc, drafted. */
const internalMove = (personId: number) => drafted({
  filingType: 'INTERNAL_EXCHANGE', header: { fromUnitId: schools.jc2, toUnitId: schools.jc, exchangeMode: 'TRANSFER' },
  lines: [{ personId, payload: { reason: 'WORK_NEED', effectiveDate: day(-1) } }],
}, [], 'jc2');

/** jc's 调入 of the person from jc2, drafted with jc2's consent. */
const transferIn = (personId: number) => transferInFromJc2(schools, drafted, personId);

/** Both submitted together (in either order by round); answers their statuses, then returns and voids what was submitted. */
async function submitBoth(round: number, move: FilingDetail, transfer: FilingDetail): Promise<number[]> {
  const outcomes = await together(round, () => doAct('jc2', move, 'SUBMIT'), () => doAct('jc', transfer, 'SUBMIT'));
  return outcomes.map((o) => o.status);
}

async function clearUp(move: FilingDetail, transfer: FilingDetail) {
  for (const [filer, f] of [['jc2', move], ['jc', transfer]] as const) {
    const back = await doAct('zg', { id: f.id, version: f.version + 1 }, 'ZG_RETURN', { opinion: '竞态测试结束，退回' });
    if (back.status === 200) await doAct(filer, back.json.data, 'VOID');
  }
}

onPostgres('R-BZ-01: two arrivals into jc\'s last vacancy submitted at once', () => {
  it.each(ROUNDS)('round %i: at most one is accepted; jc\'s vacancy never goes below 0', async (round) => {
    const inst = (await quotaUse(await getDb(), schools.jc)).find((u) => u.estabType === 'INST')!;
    await setEstablishment(schools.jc, inst.actual + inst.approvedNotArrived + inst.inTransit + 1);
    const move = await internalMove(await personOfJc2(`编制竞态${NAMES[round]}`, null));
    const transfer = await transferIn(await personOfJc2(`编制竞态调入${NAMES[round]}`, null));

    const statuses = await submitBoth(round, move, transfer);
    const after = (await quotaUse(await getDb(), schools.jc)).find((u) => u.estabType === 'INST')!;
    await clearUp(move, transfer);
    expect(after.vacancy).toBeGreaterThanOrEqual(0);
    expect(statuses).not.toEqual([200, 200]);
  });
});

onPostgres('R-GW-06: two arrivals into jc\'s last post of 专技十级 submitted at once', () => {
  beforeAll(async () => setEstablishment(schools.jc, 500));

  it.each(ROUNDS)('round %i: at most one is accepted; jc\'s T10 posts are never over-committed', async (round) => {
    const db = await getDb();
    const heldT10 = async () => (await heldByLevel(db, schools.jc)).find((h) => h.postLevel === 'T10')?.holders.length ?? 0;
    const transitT10 = async () => (await postsInTransit(db, schools.jc, today(), { filingId: -1 })).T10 ?? 0;
    const seats = (await heldT10()) + (await transitT10()) + 1;
    await setPostCount(schools.jc, 'T10', seats);
    const move = await internalMove(await personOfJc2(`岗位竞态${NAMES[round]}`, 'T10'));
    const transfer = await transferIn(await personOfJc2(`岗位竞态调入${NAMES[round]}`, 'T10'));

    const statuses = await submitBoth(round, move, transfer);
    const committed = (await heldT10()) + (await transitT10());
    await clearUp(move, transfer);
    expect(committed).toBeLessThanOrEqual(seats);
    expect(statuses).not.toEqual([200, 200]);
  });
});
