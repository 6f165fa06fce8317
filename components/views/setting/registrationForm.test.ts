import { decisionReasonError } from './registrationForm';

describe("注册审核's decision", () => {
  it('rejects with a reason of one character or more, without the spaces around it', () => {
    expect(decisionReasonError(false, '单')).toBeNull();
    expect(decisionReasonError(false, ' 单位不符 ')).toBeNull();
  });

  it('refuses a rejection without a reason, or with a blank one', () => {
    for (const reason of ['', ' ', '\n\t']) expect(decisionReasonError(false, reason)).toBe('reasonRequired');
  });

  it('approves without a reason', () => {
    expect(decisionReasonError(true, '')).toBeNull();
  });
});
