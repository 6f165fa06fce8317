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

describe('refusals name the rule in both languages and whether the actor or the state refuses', () => {
  const draft: FilingState = { status: 'DRAFT', route: 'ZG_RSJ', submitCount: 0, zgActedSinceSubmit: false };
  const at = (status: FilingStatus, p: Partial<FilingState> = {}): FilingState => ({ ...draft, status, submitCount: 1, ...p });
  const actorRefusal = (reason: string, reasonEn: string) => ({ ok: false, reason, reasonEn, kind: 'actor' });
  const stateRefusal = (reason: string, reasonEn: string) => ({ ok: false, reason, reasonEn, kind: 'state' });

  it.each([
    ['EDIT', draft, 'jcOther', actorRefusal('只有填报单位可以修改', 'Only the filing unit may edit')],
    ['EDIT', at('PENDING_ZG'), 'jcOwner', stateRefusal('已提交的业务不可修改', 'A submitted filing cannot be edited')],
    ['DELETE', draft, 'zgReviewer', actorRefusal('只有填报单位可以删除', 'Only the filing unit may delete')],
    ['DELETE', at('DRAFT'), 'jcOwner', stateRefusal('只有从未提交过的草稿可以删除，已提交过的业务只能作废', 'Only a draft never submitted can be deleted; a filing once submitted can only be voided')],
    ['DELETE', { ...draft, status: 'RETURNED_ZG' }, 'jcOwner', stateRefusal('只有从未提交过的草稿可以删除，已提交过的业务只能作废', 'Only a draft never submitted can be deleted; a filing once submitted can only be voided')],
    ['SUBMIT', draft, 'rsjCovering', actorRefusal('只有填报单位可以提交', 'Only the filing unit may submit')],
    ['SUBMIT', at('APPROVED'), 'jcOwner', stateRefusal('当前状态不能提交', 'The filing cannot be submitted in its current state')],
    ['WITHDRAW', at('PENDING_ZG'), 'admin', actorRefusal('只有填报单位可以撤回', 'Only the filing unit may withdraw')],
    ['WITHDRAW', at('PENDING_RSJ'), 'jcOwner', stateRefusal('只有待主管部门审核的业务可以撤回', 'Only a filing awaiting the competent authority can be withdrawn')],
    ['ZG_APPROVE', at('PENDING_ZG'), 'zgOther', actorRefusal('只有该单位的主管部门可以审核', "Only the unit's competent authority may review")],
    ['ZG_RETURN', at('PENDING_ZG'), 'jcOwner', actorRefusal('只有该单位的主管部门可以审核', "Only the unit's competent authority may review")],
    ['ZG_RETURN', at('PENDING_ZG'), 'zgSelfFiler', actorRefusal('不能审核本人提交的业务', 'You cannot review a filing you submitted')],
    ['ZG_APPROVE', at('PENDING_RSJ'), 'zgReviewer', stateRefusal('该业务不在主管部门审核环节', 'The filing is not at the competent authority')],
    ['ZG_RECALL', at('PENDING_RSJ'), 'zgOther', actorRefusal('只有该单位的主管部门可以收回', "Only the unit's competent authority may recall")],
    ['ZG_RECALL', at('PENDING_ZG'), 'zgReviewer', stateRefusal('只有待人社局审核的业务可以收回', 'Only a filing awaiting the personnel bureau can be recalled')],
    ['RSJ_APPROVE', at('PENDING_RSJ'), 'rsjOther', actorRefusal('只有该区划的人社局可以审核', "Only the region's personnel bureau may review")],
    ['RSJ_RETURN', at('PENDING_RSJ'), 'zgReviewer', actorRefusal('只有该区划的人社局可以审核', "Only the region's personnel bureau may review")],
    ['RSJ_RETURN', at('PENDING_ZG'), 'rsjCovering', stateRefusal('该业务不在人社局审核环节', 'The filing is not at the personnel bureau')],
    ['VOID', draft, 'jcOther', actorRefusal('只有填报单位可以作废', 'Only the filing unit may void')],
    ['VOID', at('PENDING_ZG'), 'jcOwner', stateRefusal('只有草稿或退回的业务可以作废', 'Only a draft or a returned filing can be voided')],
  ] as const)('%s of a %o by %s', (action, state, who, refusal) => {
    expect(decideTransition(state, action, ACTORS[who])).toEqual(refusal);
  });

  it('tells every allowed transition in full: where it goes, who holds it and what it takes or releases', () => {
    const t = (to: FilingStatus, node: string, p: object = {}) => ({
      ok: true, transition: { to, node, appliesEffect: false, holds: 'keep', needsOpinion: false, ...p },
    });
    expect(decideTransition(at('RETURNED_ZG'), 'EDIT', ACTORS.jcOwner)).toEqual(t('RETURNED_ZG', 'JC'));
    expect(decideTransition(draft, 'DELETE', ACTORS.jcOwner)).toEqual(t('DRAFT', 'NONE'));
    expect(decideTransition(at('RETURNED_RSJ'), 'SUBMIT', ACTORS.zgSelfFiler)).toEqual(t('PENDING_ZG', 'ZG', { holds: 'take' }));
    expect(decideTransition(at('PENDING_ZG'), 'WITHDRAW', ACTORS.jcOwner)).toEqual(t('DRAFT', 'JC', { holds: 'release' }));
    expect(decideTransition(at('PENDING_ZG'), 'ZG_RETURN', ACTORS.zgReviewer)).toEqual(t('RETURNED_ZG', 'JC', { holds: 'release', needsOpinion: true }));
    expect(decideTransition(at('PENDING_ZG', { route: 'ZG_ONLY' }), 'ZG_APPROVE', ACTORS.zgReviewer)).toEqual(t('APPROVED', 'NONE', { appliesEffect: true, holds: 'release' }));
    expect(decideTransition(at('PENDING_ZG'), 'ZG_APPROVE', ACTORS.zgReviewer)).toEqual(t('PENDING_RSJ', 'RSJ'));
    expect(decideTransition(at('PENDING_RSJ'), 'ZG_RECALL', ACTORS.zgReviewer)).toEqual(t('PENDING_ZG', 'ZG'));
    expect(decideTransition(at('PENDING_RSJ'), 'RSJ_RETURN', ACTORS.rsjCovering)).toEqual(t('RETURNED_RSJ', 'JC', { holds: 'release', needsOpinion: true }));
    expect(decideTransition(at('PENDING_RSJ'), 'RSJ_APPROVE', ACTORS.rsjCovering)).toEqual(t('APPROVED', 'NONE', { appliesEffect: true, holds: 'release' }));
    expect(decideTransition(at('RETURNED_ZG'), 'VOID', ACTORS.jcOwner)).toEqual(t('VOID', 'NONE'));
  });
});
