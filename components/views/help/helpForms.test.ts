import { MAX_UPLOAD_BYTES } from '@/lib/client/api/fileUpload';
import { commonFileErrors, helpDocErrors, questionError } from './helpForms';

describe('helpDocErrors', () => {
  const faq = { kind: 'faq' as const, title: '如何备案？', body: '<p>先填写</p>', sort: '0' };

  it('passes a titled FAQ with its answer, and a manual without a body', () => {
    expect(helpDocErrors(faq)).toEqual({});
    expect(helpDocErrors({ ...faq, kind: 'manual', body: '' })).toEqual({});
  });

  it('asks for a title that is not blank and for an FAQ’s answer', () => {
    expect(helpDocErrors({ ...faq, title: '  ', body: ' \n ' })).toEqual({ title: 'titleRequired', body: 'answerRequired' });
  });

  it('takes an order from 0 to 9999, whole numbers only', () => {
    for (const sort of ['0', '9999', ' 12 ']) expect(helpDocErrors({ ...faq, sort })).toEqual({});
    for (const sort of ['', '-1', '10000', '1.5', 'a']) expect(helpDocErrors({ ...faq, sort })).toEqual({ sort: 'sortRange' });
  });
});

describe('commonFileErrors', () => {
  const form = { category: 'policy', title: '通知', file: { size: 10 } };

  it('passes a complete form, and a changed one without a new file', () => {
    expect(commonFileErrors(form, false)).toEqual({});
    expect(commonFileErrors({ ...form, file: undefined }, true)).toEqual({});
  });

  it('asks for the category, the title and a new file’s file, all at once', () => {
    expect(commonFileErrors({ category: '', title: ' ', file: undefined }, false)).toEqual({
      category: 'categoryRequired', title: 'titleRequired', file: 'fileRequired',
    });
  });

  it('refuses a file over the upload limit, and takes one of exactly the limit', () => {
    expect(commonFileErrors({ ...form, file: { size: MAX_UPLOAD_BYTES + 1 } }, true)).toEqual({ file: 'fileTooLarge' });
    expect(commonFileErrors({ ...form, file: { size: MAX_UPLOAD_BYTES } }, false)).toEqual({});
  });
});

describe('questionError', () => {
  it('asks for at least two characters besides the surrounding spaces', () => {
    for (const q of ['', ' ', ' 编 ']) expect(questionError(q)).toBe('tooShort');
    expect(questionError('编制')).toBeNull();
  });
});
