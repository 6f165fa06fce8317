import 'server-only';
import type { Finding } from '@/lib/domain/filing/findingText';
import { talentIntroHeader, talentIntroLine, type TalentIntroLine } from '@/lib/contracts/recruit';
import { today as todayInChina } from '@/lib/domain/datetime';
import { countByEstab, recruitRoomIssues, talentLineIssues } from '@/lib/domain/recruit';
import { isFlexible, talentIntakeFields } from '../../recruit/intakeFields';
import { postClaimRule } from '../../postClaims';
import { createIntakePersons } from '../../recruit/persons';
import { correctionRule } from '../corrections';
import type { FilingDefinition, FilingLineRow, RuleContext } from '../definition';
import { evidenceRule, need, type EvidenceSpec } from './evidence';
import { publicityRule } from './publicity';
import { arrivedKeptRule, newPersonFindings, roomsOfIntake, withdrawIntake } from './intake';

const talents = (lines: FilingLineRow[]) => lines.map((l) => l.payload as unknown as TalentIntroLine);

async function personRule(ctx: RuleContext): Promise<Finding[]> {
  const lines = talents(ctx.lines);
  if (!lines.length) return [{ code: 'R-GEN-01', level: 'ERROR', message: '请至少添加一名引进人选', messageEn: 'Add at least one talent to introduce', field: 'lines' }];
  return newPersonFindings(ctx, lines, talentLineIssues(lines));
}

/** R-BZ-02: an introduction in establishment takes room as a plan does; a flexible one (柔性引进) takes none. */
async function roomRule(ctx: RuleContext): Promise<Finding[]> {
  if (isFlexible(ctx.filing.header)) return [];
  return recruitRoomIssues('引进', countByEstab(talents(ctx.lines), (l) => l.estabType), await roomsOfIntake(ctx));
}

const TITLE_CERTIFICATE = { zh: '职称证书', en: 'title certificate' };
const PUBLICITY = { zh: '公示材料', en: 'publicity record' };
const hasTitle = (t: TalentIntroLine) => Boolean(t.profTitle?.trim()) || (Boolean(t.titleLevel) && t.titleLevel !== 'NONE');

/** An introduction is filed with its publicity, and with the title certificates of talents who hold a title (R-GEN-02). */
const talentEvidence: EvidenceSpec = {
  categories: [TITLE_CERTIFICATE.zh, PUBLICITY.zh],
  async needs(_db, _filing, lines) {
    if (!lines.length) return [];
    return [
      ...(talents(lines).some(hasTitle) ? [need(TITLE_CERTIFICATE, '引进人选有职称的', 'A talent holding a professional title')] : []),
      need(PUBLICITY, '高层次人才引进', 'A talent introduction'),
    ];
  },
};

/** R-GEN-06 for an introduction: its publicity period given, long enough, and over before approval. */
const introPublicityRule = publicityRule('TALENT_INTRO', () => ({ zh: '人才引进', en: 'A talent introduction' }));

/**
 * 高层次人才引进 (domain.md §2.5 GCCRC): approved, each talent is on record awaiting arrival. Its correction withdraws them
 * as a 招聘结果's does (withdrawIntake), keeping the arrival of those who arrived and are listed again (R-CORR-02).
 */
export const talentIntroFiling: FilingDefinition = {
  type: 'TALENT_INTRO',
  header: talentIntroHeader,
  line: talentIntroLine,
  rules: [personRule, roomRule, postClaimRule, evidenceRule(talentEvidence), introPublicityRule, correctionRule, arrivedKeptRule],
  evidence: talentEvidence,
  async applyEffect(db, filing, lines, actor) {
    await createIntakePersons(db, filing, lines, actor, todayInChina(), talentIntakeFields(filing));
  },
  reverseEffect: withdrawIntake,
};
