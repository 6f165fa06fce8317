/**
 * The paper form of a filing (备案表): what a unit prints, stamps and files. Pure: the server loads the filing and
 * its review records, this decides what the form says; lib/server/services/filings/print draws it.
 */
import { fieldLabel, fieldValue, isGroup, knownLabel, type FieldDictionary } from './format';

export interface PrintReview {
  seq: number;
  action: string;
  opinion: string | null;
  actorName: string;
  actorUnitName: string | null;
  /** "YYYY-MM-DD HH:mm" (or any text starting with the day). */
  actedAt: string;
}

export interface PrintFiling {
  filingType: string;
  typeName: string;
  route: 'ZG_ONLY' | 'ZG_RSJ';
  isApproval: boolean;
  filingNo: string;
  status: string;
  year: number | null;
  title: string;
  unitName: string;
  unitUscc: string;
  competentName: string | null;
  contactName: string;
  contactPhone: string;
  /** "YYYY-MM-DD HH:mm", or '' when never submitted. */
  submittedAt: string;
  approvalDocNo: string | null;
  remark: string | null;
  header: Record<string, unknown>;
  lines: { lineNo: number; personName: string | null; payload: Record<string, unknown> }[];
  reviews: PrintReview[];
}

/** The form's own words in the request language (filing.print of the i18n messages, status names included). */
export interface PrintWords {
  title: string; number: string; unit: string; uscc: string; competent: string; year: string; contact: string;
  submittedAt: string; status: string; approvalDocNo: string; filingTitle: string; remark: string; content: string;
  lines: string; lineNo: string; person: string; unitOpinion: string; zgOpinion: string; rsjOpinion: string;
  watermark: string; notSubmitted: string;
  /** Status code → name; APPROVED_APPROVAL names an approved approval-type filing (已核准). */
  statusNames: Readonly<Record<string, string>>;
}

export interface FormPair { label: string; value: string }
export interface FormOpinion { label: string; opinion: string; reviewer: string; date: string }

export interface FilingForm {
  title: string;
  number: string;
  /** The filing's facts above the content: unit, credit code, competent authority, year, contact, submitted, status. */
  meta: FormPair[];
  /** The header fields: the plain ones first (no heading), then each nested group under its label. */
  sections: { heading: string | null; pairs: FormPair[] }[];
  lines: { columns: string[]; rows: string[][] } | null;
  opinions: FormOpinion[];
  /** Drawn across every page while the filing is not approved. */
  watermark: string | null;
  fileName: string;
}

const ZG_DECISIONS = ['ZG_APPROVE', 'ZG_RETURN'];
const RSJ_DECISIONS = ['RSJ_APPROVE', 'RSJ_RETURN'];

/**
 * The node's decision on the current submission: the latest ZG_/RSJ_ APPROVE or RETURN after the last SUBMIT.
 * A decision the reviewer recalled (ZG_RECALL) or one on an earlier, since resubmitted version is not the node's
 * opinion on this form, so the box stays blank for a hand-written one.
 */
export function nodeDecision(reviews: readonly PrintReview[], decisions: readonly string[], recall?: string): PrintReview | null {
  const ordered = [...reviews].sort((a, b) => a.seq - b.seq);
  const lastSubmit = ordered.findLastIndex((r) => r.action === 'SUBMIT');
  const round = ordered.slice(lastSubmit + 1).filter((r) => decisions.includes(r.action) || r.action === recall);
  const latest = round.at(-1);
  return latest && decisions.includes(latest.action) ? latest : null;
}

function opinionBox(label: string, decision: PrintReview | null): FormOpinion {
  if (!decision) return { label, opinion: '', reviewer: '', date: '' };
  const reviewer = decision.actorUnitName ? `${decision.actorName}（${decision.actorUnitName}）` : decision.actorName;
  return { label, opinion: decision.opinion ?? '', reviewer, date: decision.actedAt.slice(0, 10) };
}

function linesTable(filing: PrintFiling, dict: FieldDictionary, words: PrintWords): FilingForm['lines'] {
  if (!filing.lines.length) return null;
  const fields = [...new Set(filing.lines.flatMap((l) => Object.keys(l.payload)))];
  const withPerson = filing.lines.some((l) => l.personName !== null);
  return {
    columns: [words.lineNo, ...(withPerson ? [words.person] : []), ...fields.map((f) => fieldLabel(dict, f))],
    rows: filing.lines.map((l) => [
      String(l.lineNo),
      ...(withPerson ? [l.personName ?? dict.words.empty] : []),
      ...fields.map((f) => fieldValue(dict, f, l.payload[f])),
    ]),
  };
}

/** The form title: the type's name as "…备案表", without doubling a name that already ends in 备案. */
export function formTitle(typeName: string, template: string): string {
  return template.replace('{type}', typeName.replace(/备案$/, ''));
}

export function buildFilingForm(filing: PrintFiling, dict: FieldDictionary, words: PrintWords): FilingForm {
  const empty = dict.words.empty;
  const statusKey = filing.status === 'APPROVED' && filing.isApproval ? 'APPROVED_APPROVAL' : filing.status;
  const meta: FormPair[] = [
    { label: words.unit, value: filing.unitName },
    { label: words.uscc, value: filing.unitUscc || empty },
    { label: words.competent, value: filing.competentName ?? empty },
    { label: words.year, value: filing.year === null ? empty : String(filing.year) },
    { label: words.contact, value: [filing.contactName, filing.contactPhone].filter(Boolean).join(' ') || empty },
    { label: words.submittedAt, value: filing.submittedAt ? filing.submittedAt.slice(0, 10) : words.notSubmitted },
    { label: words.status, value: words.statusNames[statusKey] ?? filing.status },
    ...(filing.approvalDocNo ? [{ label: words.approvalDocNo, value: filing.approvalDocNo }] : []),
    ...(filing.title ? [{ label: words.filingTitle, value: filing.title }] : []),
  ];
  // Unlabelled groups and lists are the system's own records (a plan's quota snapshot), not what the unit filled in.
  // A reference printed by its number or name beside it (planFilingId beside planFilingNo) is not printed as an id.
  const named = (k: string) => /Id$/.test(k) && [`${k.slice(0, -2)}No`, `${k.slice(0, -2)}Name`].some((n) => filing.header[n] != null);
  const entries = Object.entries(filing.header)
    .filter(([k, v]) => ((!isGroup(v) && !Array.isArray(v)) || knownLabel(dict, k) !== undefined) && !named(k));
  const plain = entries.filter(([, v]) => !isGroup(v));
  const pairs = (items: [string, unknown][]) => items.map(([k, v]) => ({ label: fieldLabel(dict, k), value: fieldValue(dict, k, v) }));
  const sections = [
    ...(plain.length ? [{ heading: null, pairs: pairs(plain) }] : []),
    ...entries.filter((e): e is [string, Record<string, unknown>] => isGroup(e[1]))
      .map(([k, group]) => ({ heading: fieldLabel(dict, k), pairs: pairs(Object.entries(group)) })),
  ];
  if (filing.remark) sections.push({ heading: null, pairs: [{ label: words.remark, value: filing.remark }] });
  const opinions = [
    opinionBox(words.unitOpinion, null),
    opinionBox(words.zgOpinion, nodeDecision(filing.reviews, ZG_DECISIONS, 'ZG_RECALL')),
    ...(filing.route === 'ZG_RSJ' ? [opinionBox(words.rsjOpinion, nodeDecision(filing.reviews, RSJ_DECISIONS))] : []),
  ];
  const title = formTitle(filing.typeName, words.title);
  return {
    title,
    number: filing.filingNo,
    meta,
    sections,
    lines: linesTable(filing, dict, words),
    opinions,
    watermark: filing.status === 'APPROVED' ? null : words.watermark,
    fileName: `${title}-${filing.filingNo}.pdf`,
  };
}
