import { draftIssue, isFinalApproval, opinionProblem, opinionRule, pageActions } from './filingActions';

describe('the review actions', () => {
  it('needs a return opinion of at least 5 characters, and none for an approval', () => {
    expect(opinionRule('ZG_RETURN')).toBe('required');
    expect(opinionRule('RSJ_APPROVE')).toBe('optional');
    expect(opinionRule('WITHDRAW')).toBe('none');
    expect(opinionProblem('ZG_RETURN', '   ')).toBe('required');
    expect(opinionProblem('RSJ_RETURN', '不合格')).toBe('tooShort');
    expect(opinionProblem('RSJ_RETURN', ' 四个字啊 ')).toBe('tooShort');
    expect(opinionProblem('ZG_RETURN', '请补充材料')).toBeNull();
    expect(opinionProblem('ZG_RETURN', ' 请补充材料 ')).toBeNull();
    expect(opinionProblem('ZG_APPROVE', '')).toBeNull();
  });

  it('offers exactly the allowed actions, decisions first, and leaves editing to the entry form', () => {
    expect(pageActions(['EDIT', 'DELETE', 'SUBMIT', 'VOID'])).toEqual(['SUBMIT', 'VOID', 'DELETE']);
    expect(pageActions(['ZG_RETURN', 'ZG_APPROVE'])).toEqual(['ZG_APPROVE', 'ZG_RETURN']);
    expect(pageActions([])).toEqual([]);
  });

  it('takes the document number at the approval that closes the filing', () => {
    expect(isFinalApproval('RSJ_APPROVE', 'ZG_RSJ')).toBe(true);
    expect(isFinalApproval('ZG_APPROVE', 'ZG_ONLY')).toBe(true);
    expect(isFinalApproval('ZG_APPROVE', 'ZG_RSJ')).toBe(false);
  });
});

describe('draftIssue', () => {
  it('takes a line issue typed but not yet added, and points out a half-filled one', () => {
    expect(draftIssue({ lineNo: '', issue: '  ' })).toBeNull();
    expect(draftIssue({ lineNo: 2, issue: ' 学历证明缺失 ' })).toEqual({ lineNo: 2, issue: '学历证明缺失' });
    expect(draftIssue({ lineNo: '', issue: '学历证明缺失' })).toBe('incomplete');
    expect(draftIssue({ lineNo: 1, issue: '' })).toBe('incomplete');
    expect(draftIssue({ lineNo: 1, issue: '字'.repeat(201) })).toBe('tooLong');
    expect(draftIssue({ lineNo: 1, issue: ` ${'字'.repeat(200)} ` })).toEqual({ lineNo: 1, issue: '字'.repeat(200) });
    expect(draftIssue({ lineNo: '', issue: '字'.repeat(201) })).toBe('incomplete');
  });
});
