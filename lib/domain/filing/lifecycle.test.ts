import {
  decideTransition, FILING_ACTIONS, FILING_STATUSES, type FilingAction, type FilingActor, type FilingState, type FilingStatus,
  type ReviewRoute,
} from './lifecycle';
import { CJK } from './findingText';

const actor = (role: FilingActor['role'], p: Partial<FilingActor> = {}): FilingActor => ({
  role, ownsFiling: false, isCompetentAuthority: false, coversRegion: false, isSubmitter: false, ...p,
});

const ACTORS = {
  jcOwner: actor('jc', { ownsFiling: true, isSubmitter: true }),
  jcOther: actor('jc'),
  zgReviewer: actor('zg', { isCompetentAuthority: true }),
  zgOther: actor('zg'),
  zgSelfFiler: actor('zg', { ownsFiling: true, isCompetentAuthority: true, isSubmitter: true }),
  zgColleague: actor('zg', { ownsFiling: true, isCompetentAuthority: true }),
  rsjCovering: actor('rsj', { coversRegion: true }),
  rsjOther: actor('rsj'),
  admin: actor('admin'),
};
type ActorName = keyof typeof ACTORS;

const FILERS: ActorName[] = ['jcOwner', 'zgSelfFiler', 'zgColleague'];
const ZG_REVIEWERS: ActorName[] = ['zgReviewer', 'zgColleague'];
const EDITABLE: FilingStatus[] = ['DRAFT', 'RETURNED_ZG', 'RETURNED_RSJ'];

/** The allowed transitions of domain.md §3.2; every other combination must be refused. */
function expected(status: FilingStatus, action: FilingAction, who: ActorName, route: ReviewRoute): FilingStatus | null {
  const filer = FILERS.includes(who);
  switch (action) {
    case 'EDIT':
      return filer && EDITABLE.includes(status) ? status : null; // T9
    case 'DELETE':
      return filer && status === 'DRAFT' ? 'DRAFT' : null; // T9, never-submitted drafts only
    case 'SUBMIT':
      return filer && EDITABLE.includes(status) ? 'PENDING_ZG' : null; // T1, T1'
    case 'WITHDRAW':
      return filer && status === 'PENDING_ZG' ? 'DRAFT' : null; // T2
    case 'ZG_APPROVE':
      if (!ZG_REVIEWERS.includes(who) || status !== 'PENDING_ZG') return null;
      return route === 'ZG_ONLY' ? 'APPROVED' : 'PENDING_RSJ'; // T3
    case 'ZG_RETURN':
      return ZG_REVIEWERS.includes(who) && status === 'PENDING_ZG' ? 'RETURNED_ZG' : null; // T4
    case 'ZG_RECALL':
      return [...ZG_REVIEWERS, 'zgSelfFiler'].includes(who) && status === 'PENDING_RSJ' ? 'PENDING_ZG' : null; // T5
    case 'RSJ_APPROVE':
      return who === 'rsjCovering' && status === 'PENDING_RSJ' ? 'APPROVED' : null; // T6
    case 'RSJ_RETURN':
      return who === 'rsjCovering' && status === 'PENDING_RSJ' ? 'RETURNED_RSJ' : null; // T7
    case 'VOID':
      return filer && EDITABLE.includes(status) ? 'VOID' : null; // T8
  }
}

const cases = (['ZG_RSJ', 'ZG_ONLY'] as const).flatMap((route) =>
  FILING_STATUSES.flatMap((status) =>
    FILING_ACTIONS.flatMap((action) => (Object.keys(ACTORS) as ActorName[]).map((who) => ({ route, status, action, who }))),
  ),
);

describe('decideTransition: every status × action × actor × route', () => {
  it.each(cases)('$route $status $action by $who', ({ route, status, action, who }) => {
    const state: FilingState = { status, route, submitCount: 0, zgActedSinceSubmit: false };
    const result = decideTransition(state, action, ACTORS[who]);
    const want = expected(status, action, who, route);
    if (want === null) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect([result.reason, CJK.test(result.reasonEn)]).toEqual([expect.stringMatching(/\S/), false]);
    } else {
      expect(result).toMatchObject({ ok: true, transition: { to: want } });
    }
  });
});

describe('transition side effects', () => {
  const state = (status: FilingStatus, route: ReviewRoute = 'ZG_RSJ', p: Partial<FilingState> = {}): FilingState => ({
    status, route, submitCount: 1, zgActedSinceSubmit: false, ...p,
  });
  const ok = (s: FilingState, a: FilingAction, who: ActorName) => {
    const r = decideTransition(s, a, ACTORS[who]);
    if (!r.ok) throw new Error(r.reason);
    return r.transition;
  };

  it('takes holds on submit and releases them on return, withdraw and approval', () => {
    expect(ok(state('DRAFT'), 'SUBMIT', 'jcOwner')).toMatchObject({ holds: 'take', node: 'ZG' });
    expect(ok(state('PENDING_ZG'), 'ZG_RETURN', 'zgReviewer')).toMatchObject({ holds: 'release', needsOpinion: true, node: 'JC' });
    expect(ok(state('PENDING_ZG'), 'WITHDRAW', 'jcOwner')).toMatchObject({ holds: 'release' });
    expect(ok(state('PENDING_RSJ'), 'RSJ_RETURN', 'rsjCovering')).toMatchObject({ holds: 'release', needsOpinion: true, node: 'JC' });
    expect(ok(state('PENDING_RSJ'), 'RSJ_APPROVE', 'rsjCovering')).toMatchObject({ holds: 'release', appliesEffect: true });
    expect(ok(state('PENDING_ZG'), 'ZG_APPROVE', 'zgReviewer')).toMatchObject({ holds: 'keep', appliesEffect: false, node: 'RSJ' });
  });

  it('applies the effect at the competent authority on a ZG_ONLY route', () => {
    expect(ok(state('PENDING_ZG', 'ZG_ONLY'), 'ZG_APPROVE', 'zgReviewer')).toMatchObject({ to: 'APPROVED', appliesEffect: true });
  });

  it('sends a resubmission after an rsj return back to the competent authority', () => {
    expect(ok(state('RETURNED_RSJ'), 'SUBMIT', 'jcOwner').to).toBe('PENDING_ZG');
  });

  it('refuses a withdrawal once the competent authority has acted', () => {
    const r = decideTransition(state('PENDING_ZG', 'ZG_RSJ', { zgActedSinceSubmit: true }), 'WITHDRAW', ACTORS.jcOwner);
    expect(r).toEqual({ ok: false, reason: '主管部门已处理，不能撤回', reasonEn: 'The competent authority has acted; it cannot be withdrawn', kind: 'state' });
  });

  it('refuses to delete a draft that was submitted before', () => {
    expect(decideTransition(state('DRAFT'), 'DELETE', ACTORS.jcOwner).ok).toBe(false);
  });

  it('refuses a reviewer their own submission (R-GEN-05)', () => {
    expect(decideTransition(state('PENDING_ZG'), 'ZG_APPROVE', ACTORS.zgSelfFiler)).toEqual({
      ok: false, reason: '不能审核本人提交的业务', reasonEn: 'You cannot review a filing you submitted', kind: 'actor',
    });
  });
});
