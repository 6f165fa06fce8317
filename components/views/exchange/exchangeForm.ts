import { ARRIVAL_ENTRY_METHODS, defaultEntryMethod, type ExchangeLine } from '@/lib/contracts/exchange';
import type { FilingDetail } from '@/lib/contracts/filing';
import { intakePerson } from '@/lib/contracts/recruit';
import { isLevelOfCategory } from '@/lib/domain/codes';
import { checkForm, failureKeys, type FieldRules } from '@/lib/domain/formRules';
import { parseIdCard } from '@/lib/domain/idCard';
import { fieldErrors, PERSON, toPayload, toValues, type FieldError, type FormValues } from '@/components/views/recruit/fields';

/** Who a line moves, as the person list, the person search or the filing shows them. */
export interface LinePerson {
  name: string;
  idNumber: string;
  unitName?: string;
  estabType: string | null;
  postLevel: string | null;
}

/** One exchanged person as the clerk edits it. */
export interface ExchangeRow {
  personId: number;
  person: LinePerson;
  /** The ID number typed to find a person of another unit (sent with the line as the proof of who is meant); '' otherwise. */
  personIdNumber: string;
  reason: string;
  toEstabType: string;
  toPostCategory: string;
  toPostLevel: string;
  effectiveDate: string;
  note: string;
  /** 进入方式 of an arrival from outside the system; '' for the one the exchange mode implies. */
  entryMethod: string;
  /**
   * From outside the system, the arriving person as the papers describe them (no person registered beforehand); such a
   * row's personId is a negative stand-in, never sent.
   */
  newPerson?: FormValues;
}

/** Message keys of `exchange.errors` by field. */
export type RowErrors = Partial<Record<keyof ExchangeRow, string>>;

export const newExchangeRow = (personId: number, person: LinePerson, personIdNumber = ''): ExchangeRow =>
  ({ personId, person, personIdNumber, reason: '', toEstabType: '', toPostCategory: '', toPostLevel: '', effectiveDate: '', note: '', entryMethod: '' });

/** A described arrival: the person's fields to fill, with the usual ethnicity and political status to start from. */
export const newDescribedRow = (standIn: number): ExchangeRow => ({
  ...newExchangeRow(standIn, { name: '', idNumber: '', estabType: null, postLevel: null }), newPerson: { ethnicity: '01', politicalStatus: '13' },
});

/** Whether the row names a person on record (its id is sent) rather than describing one. */
export const onRecord = (r: ExchangeRow) => r.personId > 0;

export function exchangeRowsOf(filing: FilingDetail): ExchangeRow[] {
  return filing.lines.map((l, i) => {
    const p = l.payload as Partial<ExchangeLine>;
    const known = filing.linePersons[String(l.personId)];
    if (l.personId === null && p.newPerson) {
      return {
        ...newDescribedRow(-(i + 1)), newPerson: toValues(PERSON, p.newPerson as Record<string, unknown>), reason: p.reason ?? '',
        toEstabType: p.toEstabType ?? '', toPostCategory: p.toPostCategory ?? '', toPostLevel: p.toPostLevel ?? '', effectiveDate: p.effectiveDate ?? '', note: p.note ?? '',
        entryMethod: p.entryMethod ?? '',
      };
    }
    return {
      personId: l.personId!,
      personIdNumber: p.personIdNumber ?? '',
      person: { name: known?.name ?? String(l.personId), idNumber: known?.idNumber ?? '', unitName: known?.unitName, estabType: known?.estabType ?? null, postLevel: known?.postLevel ?? null },
      reason: p.reason ?? '', toEstabType: p.toEstabType ?? '', toPostCategory: p.toPostCategory ?? '', toPostLevel: p.toPostLevel ?? '',
      effectiveDate: p.effectiveDate ?? '', note: p.note ?? '', entryMethod: p.entryMethod ?? '',
    };
  });
}

const orNull = (v: string) => v.trim() || null;

/**
 * A departure keeps nothing of the receiving side: only an arrival names the establishment and post it takes, and only
 * one from outside the system (`outside`) its way of entry.
 */
export function exchangePayload(r: ExchangeRow, arriving: boolean, outside = false) {
  return {
    personIdNumber: arriving ? orNull(r.personIdNumber) : null,
    entryMethod: arriving && outside ? orNull(r.entryMethod) : null,
    reason: r.reason, effectiveDate: r.effectiveDate, note: orNull(r.note),
    toEstabType: arriving ? orNull(r.toEstabType) : null,
    toPostCategory: arriving && r.toPostLevel ? orNull(r.toPostCategory) : null,
    toPostLevel: arriving && r.toPostCategory ? orNull(r.toPostLevel) : null,
    newPerson: arriving && r.newPerson ? toPayload(PERSON, r.newPerson) : null,
  };
}

/** What is missing or wrong in a described person's fields, by field (the contract's own check). */
export const newPersonErrors = (r: ExchangeRow): Record<string, FieldError> => (r.newPerson ? fieldErrors(intakePerson, PERSON, r.newPerson) : {});

/** Once a category is chosen, a level of it is needed. */
const levelOf = <V>(category: string): FieldRules<V> => ({
  required: !!category, message: { required: 'levelRequired' },
  custom: (level) => !!category && !!level && !isLevelOfCategory(level as string, category) && 'levelCategory',
});

export function exchangeRowErrors(r: ExchangeRow): RowErrors {
  return failureKeys(checkForm(r, {
    reason: { required: true, message: 'reasonRequired' },
    effectiveDate: { required: true, message: 'dateRequired' },
    toPostLevel: levelOf(r.toPostCategory),
    note: { trim: true, max: 500, message: 'tooLong500' },
    newPerson: { custom: (_, row) => Object.keys(newPersonErrors(row)).length > 0 && 'personIncomplete' },
    toEstabType: { required: !!r.newPerson, message: 'estabRequired' },
  }));
}

/**
 * The person finder's query, as the transfer papers give it: a name of two characters or more and a valid ID number
 * (message keys of `exchange.errors`).
 */
export function finderErrors(q: { name: string; idNumber: string }, today: string): Partial<Record<'name' | 'idNumber', string>> {
  return failureKeys(checkForm(q, {
    name: { trim: true, required: true, min: 2, message: 'nameRequired' },
    idNumber: { trim: true, custom: (id) => !parseIdCard((id as string).toUpperCase(), today).ok && 'idNumber' },
  }));
}

/** 内部人员交流's header as the clerk edits it: the two units of one authority and the way of the move. */
export interface InternalHeader {
  fromUnitId: number | '';
  toUnitId: number | '';
  exchangeMode: string;
}

/** Both units, not the same one, and the way of the move (message keys of `exchange.errors`). */
export function internalHeaderErrors(h: InternalHeader): Partial<Record<keyof InternalHeader, string>> {
  return failureKeys(checkForm(h, {
    fromUnitId: { required: true, message: 'unitRequired' },
    toUnitId: { required: true, message: 'unitRequired', custom: (to, all) => to === all.fromUnitId && 'sameUnit' },
    exchangeMode: { required: true, message: 'modeRequired' },
  }));
}

/** The ways of entry an arrival from outside may choose under an exchange mode: a placement mode fixes its own. */
export function entryMethodChoices(exchangeMode: string): string[] {
  const implied = defaultEntryMethod(exchangeMode);
  return implied === 'TRANSFER_IN' ? [...ARRIVAL_ENTRY_METHODS] : [implied];
}

/** The way of entry an exchange line records, as reviewers read it; null for a departure or an internal exchange. */
export function lineEntryMethod(filing: Pick<FilingDetail, 'filingType' | 'header'>, payload: Record<string, unknown>): string | null {
  const h = filing.header;
  if (filing.filingType !== 'EXCHANGE' || h.direction !== 'IN') return null;
  if (h.counterpartInSystem) return 'TRANSFER_IN';
  return typeof payload.entryMethod === 'string' && payload.entryMethod ? payload.entryMethod : defaultEntryMethod(typeof h.exchangeMode === 'string' ? h.exchangeMode : null);
}

/** The counterpart of a transfer as the clerk edits it. */
export interface Counterpart {
  direction: 'IN' | 'OUT';
  exchangeMode: string;
  inSystem: boolean;
  unitId: number | '';
  unitName: string;
  uscc: string;
  region: string;
  nature: string;
}

export const NEW_COUNTERPART: Counterpart = { direction: 'IN', exchangeMode: '', inSystem: true, unitId: '', unitName: '', uscc: '', region: '', nature: '' };

export function counterpartOf(header: Record<string, unknown>): Counterpart {
  const s = (k: string) => (typeof header[k] === 'string' ? (header[k] as string) : '');
  return {
    direction: header.direction === 'OUT' ? 'OUT' : 'IN', exchangeMode: s('exchangeMode'), inSystem: header.counterpartInSystem !== false,
    unitId: typeof header.counterpartUnitId === 'number' ? header.counterpartUnitId : '', unitName: s('counterpartUnitName'),
    uscc: s('counterpartUscc'), region: s('counterpartRegion'), nature: s('counterpartNature'),
  };
}

/** Within the system only the receiving unit files; a departure names its destination outside the system. */
export function counterpartHeader(c: Counterpart) {
  const inSystem = c.direction === 'IN' && c.inSystem;
  return {
    direction: c.direction, exchangeMode: c.exchangeMode, counterpartInSystem: inSystem,
    counterpartUnitId: inSystem && c.unitId !== '' ? c.unitId : null,
    counterpartUnitName: orNull(c.unitName), counterpartUscc: inSystem ? null : orNull(c.uscc),
    counterpartRegion: inSystem ? null : orNull(c.region), counterpartNature: inSystem ? null : orNull(c.nature),
  };
}

const USCC = /^[0-9A-HJ-NPQRTUWXY]{18}$/i;
const REGION = /^\d{6}$/;

export function counterpartErrors(c: Counterpart): Partial<Record<keyof Counterpart, string>> {
  const inSystem = c.direction === 'IN' && c.inSystem;
  return failureKeys(checkForm(c, {
    exchangeMode: { required: true, message: 'modeRequired' },
    unitId: { required: inSystem, message: 'unitRequired' },
    ...(!inSystem && {
      unitName: { trim: true, required: true, message: 'unitNameRequired' },
      uscc: { trim: true, pattern: USCC, message: 'uscc' },
      region: { trim: true, pattern: REGION, message: 'region' },
    }),
  }));
}
