import { isPublicityRunning, publicityDays, publicityPeriodFindings } from './publicity';

const INTRO = { zh: '人才引进', en: 'A talent introduction' };
const check = (start: string | null, end: string | null, phase: 'save' | 'submit' | 'approve', today = '2026-03-20', minDays = 5) =>
  publicityPeriodFindings({ publicityStart: start, publicityEnd: end }, INTRO, minDays, phase, today).map((f) => `${f.level}:${f.field}:${f.message}`);

describe('a publicity period (R-GEN-06, issue 13 §5)', () => {
  it('counts both ends', () => {
    expect(publicityDays('2026-03-02', '2026-03-06')).toBe(5);
    expect(publicityDays('2026-02-27', '2026-03-02')).toBe(4);
  });

  it('asks for both dates: a warning on save, an error from submission on, naming the missing one', () => {
    expect(check(null, null, 'save')).toEqual(['WARN:header.publicityStart:人才引进须填写公示开始日期和公示截止日期']);
    expect(check(null, '2026-03-06', 'submit')).toEqual(['ERROR:header.publicityStart:人才引进须填写公示开始日期和公示截止日期']);
    expect(check('2026-03-02', null, 'approve')).toEqual(['ERROR:header.publicityEnd:人才引进须填写公示开始日期和公示截止日期']);
    expect(publicityPeriodFindings({}, INTRO, 5, 'submit', '2026-03-20')[0].messageEn).toBe('A talent introduction needs the start and end dates of its publicity');
  });

  it('refuses an end before the start, takes the same day as one day', () => {
    expect(check('2026-03-06', '2026-03-05', 'submit')).toEqual(['ERROR:header.publicityEnd:公示截止日期不能早于公示开始日期']);
    expect(check('2026-03-06', '2026-03-06', 'submit', '2026-03-20', 1)).toEqual([]);
  });

  it('takes N days and refuses N-1', () => {
    expect(check('2026-03-02', '2026-03-06', 'submit')).toEqual([]);
    expect(check('2026-03-02', '2026-03-05', 'submit')).toEqual(['ERROR:header.publicityEnd:公示期为4日，不得少于5日']);
    expect(check('2026-03-02', '2026-03-05', 'save')).toEqual(['WARN:header.publicityEnd:公示期为4日，不得少于5日']);
    expect(check('2026-03-02', '2026-03-08', 'submit', '2026-03-20', 7)).toEqual([]);
    expect(check('2026-03-02', '2026-03-07', 'submit', '2026-03-20', 7)).toEqual(['ERROR:header.publicityEnd:公示期为6日，不得少于7日']);
  });

  it('lets a running publicity be saved and submitted, and approved on its end day, not the day before', () => {
    expect(check('2026-03-16', '2026-03-21', 'save')).toEqual([]);
    expect(check('2026-03-16', '2026-03-21', 'submit')).toEqual([]);
    expect(check('2026-03-16', '2026-03-21', 'approve')).toEqual(['ERROR:header.publicityEnd:公示中（截止2026-03-21），公示期满前不能审核通过']);
    expect(check('2026-03-16', '2026-03-20', 'approve')).toEqual([]);
    expect(check('2026-03-15', '2026-03-19', 'approve')).toEqual([]);
    const [running] = publicityPeriodFindings({ publicityStart: '2026-03-16', publicityEnd: '2026-03-21' }, INTRO, 5, 'approve', '2026-03-20');
    expect(running).toMatchObject({ code: 'R-GEN-06', level: 'ERROR', messageEn: 'The publicity runs until 2026-03-21; it cannot be approved before it is over' });
  });
});

describe('isPublicityRunning', () => {
  it('runs until its end day and not on it; without an end it does not run', () => {
    expect(isPublicityRunning('2026-03-21', '2026-03-20')).toBe(true);
    expect(isPublicityRunning('2026-03-20', '2026-03-20')).toBe(false);
    expect(isPublicityRunning('2026-03-19', '2026-03-20')).toBe(false);
    expect(isPublicityRunning(null, '2026-03-20')).toBe(false);
    expect(isPublicityRunning('', '2026-03-20')).toBe(false);
  });
});
