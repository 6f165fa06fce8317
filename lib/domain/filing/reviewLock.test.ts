import { isReviewDecision, lockExpiry, lockHolder, REVIEW_LOCK_MINUTES } from './reviewLock';

const now = new Date('2026-11-22T10:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('review soft lock', () => {
  it.each([
    [{ reviewingBy: null, reviewingUntil: null }, 'free'],
    [{ reviewingBy: 7, reviewingUntil: at(5) }, 'mine'],
    [{ reviewingBy: 8, reviewingUntil: at(5) }, 'other'],
    [{ reviewingBy: 8, reviewingUntil: at(0) }, 'free'],
    [{ reviewingBy: 8, reviewingUntil: at(-1) }, 'free'],
    [{ reviewingBy: 8, reviewingUntil: null }, 'free'],
    [{ reviewingBy: null, reviewingUntil: at(5) }, 'free'],
  ] as const)('%j is %s for reviewer 7', (lock, expected) => {
    expect(lockHolder(lock, 7, now)).toBe(expected);
  });

  it(`lasts ${REVIEW_LOCK_MINUTES} minutes`, () => {
    expect(lockExpiry(now)).toEqual(at(10));
  });

  it('guards the decisions at the waiting node, not a recall nor the unit\'s own actions', () => {
    expect(['ZG_APPROVE', 'ZG_RETURN', 'RSJ_APPROVE', 'RSJ_RETURN'].every(isReviewDecision)).toBe(true);
    expect(['ZG_RECALL', 'SUBMIT', 'WITHDRAW', 'VOID', 'EDIT', 'DELETE', 'X_ZG_APPROVE', 'RSJ_RETURN_X'].some(isReviewDecision)).toBe(false);
  });
});
