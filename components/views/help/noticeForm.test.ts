import { noticeErrors, noticeFormOf, type NoticeForm } from './noticeForm';

const form = (over: Partial<NoticeForm> = {}): NoticeForm => ({ ...noticeFormOf(), title: '通知', content: '正文', ...over });

describe('the notice form', () => {
  it('needs a title of at most 200 characters and a body with text', () => {
    expect(noticeErrors(form())).toEqual({});
    expect(noticeErrors(form({ title: ` ${'题'.repeat(200)} ` }))).toEqual({});
    expect(noticeErrors(form({ title: '题'.repeat(201), content: ' \n ' }))).toEqual({ title: 'titleTooLong', content: 'contentRequired' });
    expect(noticeErrors(form({ title: '  ' }))).toEqual({ title: 'titleRequired' });
  });

  it('takes an English title of at most 200 characters and an English body, both or neither', () => {
    expect(noticeErrors(form({ titleEn: ` ${'T'.repeat(200)} `, contentEn: 'Body' }))).toEqual({});
    expect(noticeErrors(form({ titleEn: '  ', contentEn: ' \n ' }))).toEqual({});
    expect(noticeErrors(form({ titleEn: 'T'.repeat(201), contentEn: 'Body' }))).toEqual({ titleEn: 'titleEnTooLong' });
    expect(noticeErrors(form({ titleEn: 'Title', contentEn: ' \n ' }))).toEqual({ contentEn: 'contentEnRequired' });
    expect(noticeErrors(form({ titleEn: '  ', contentEn: 'Body' }))).toEqual({ titleEn: 'titleEnRequired' });
  });

  it('needs the region or units its audience names, and nothing else', () => {
    expect(noticeErrors(form({ audience: 'region' }))).toEqual({ regionCode: 'regionRequired' });
    expect(noticeErrors(form({ audience: 'region', regionCode: '330500' }))).toEqual({});
    expect(noticeErrors(form({ audience: 'units' }))).toEqual({ unitIds: 'unitsRequired' });
    expect(noticeErrors(form({ audience: 'units', unitIds: [7] }))).toEqual({});
  });

  it('takes a window of one day or open at either end, and refuses one ending the day before it starts', () => {
    expect(noticeErrors(form({ validFrom: '2026-03-01', validUntil: '2026-03-01' }))).toEqual({});
    expect(noticeErrors(form({ validUntil: '2026-03-01' }))).toEqual({});
    expect(noticeErrors(form({ validFrom: '2026-03-01' }))).toEqual({});
    expect(noticeErrors(form({ validFrom: '2026-03-01', validUntil: '2026-02-28' }))).toEqual({ validUntil: 'badWindow' });
  });
});
