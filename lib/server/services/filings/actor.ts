import 'server-only';
import type { FilingActor } from '@/lib/domain/filing/lifecycle';
import { regionPrefix } from '../../scope';
import type { SessionUser } from '../../session';
import type { FilingRow } from './definition';

/** How the user relates to the filing, as the lifecycle needs it. */
export function actorFor(user: SessionUser, filing: FilingRow): FilingActor {
  return {
    role: user.role,
    ownsFiling: user.unitId !== null && user.unitId === filing.unitId,
    isCompetentAuthority: user.role === 'zg' && user.unitId !== null && user.unitId === filing.competentDeptId,
    coversRegion: user.role === 'rsj' && Boolean(user.regionCode) && filing.regionCode.startsWith(regionPrefix(user.regionCode!)),
    isSubmitter: filing.submittedBy === user.id,
  };
}
