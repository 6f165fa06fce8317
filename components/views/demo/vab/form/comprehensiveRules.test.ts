import { idCheckChar } from '@/lib/domain/idCard';
import { emptyProfile, profileErrors, type ProfileForm } from './comprehensiveRules';

const TODAY = '2025-05-28';
const ID17 = '33050219900307123';
const ID = ID17 + idCheckChar(ID17);

const valid: ProfileForm = {
  name: '李明华', gender: 'male', mobile: '13812345678', email: 'li@example.com', idCard: ID, birthday: '1990-03-07',
  arrival: '08:30', department: 'personnel', skills: ['excel'], years: 10, website: '', satisfaction: 4, bio: '负责人事档案。', agree: true,
};

describe('profileErrors', () => {
  it('accepts a complete form', () => {
    expect(profileErrors(valid, TODAY)).toEqual({});
  });

  it('names every empty required field', () => {
    expect(profileErrors(emptyProfile, TODAY)).toEqual({
      name: 'required', gender: 'choose', mobile: 'required', email: 'required', idCard: 'required', birthday: 'required',
      arrival: 'required', department: 'choose', skills: 'skills', years: 'required', satisfaction: 'rate', bio: 'required', agree: 'agree',
    });
  });

  it('refuses malformed values with the rule that failed', () => {
    expect(profileErrors({
      ...valid, name: 'a!', mobile: '23812345678', email: 'li@', idCard: ID17 + (ID.endsWith('0') ? '1' : '0'),
      arrival: 'invalid', years: 51, website: 'www.example', bio: 'x'.repeat(201),
    }, TODAY)).toEqual({
      name: 'name', mobile: 'mobile', email: 'email', idCard: 'idCard.checkDigit', arrival: 'time', years: 'years', website: 'url', bio: 'bio',
    });
  });

  it('checks the birthday against today and the ID number', () => {
    expect(profileErrors({ ...valid, birthday: '2025-05-29' }, TODAY).birthday).toBe('future');
    expect(profileErrors({ ...valid, birthday: '1990-03-08' }, TODAY).birthday).toBe('birthdayMismatch');
    expect(profileErrors({ ...valid, birthday: 'invalid' }, TODAY).birthday).toBe('date');
    expect(profileErrors({ ...valid, years: 2.5 }, TODAY).years).toBe('years');
  });
});

describe('the limits of the comprehensive form', () => {
  it('takes a name of 2 to 20 characters and refuses 1 and 21', () => {
    expect(profileErrors({ ...valid, name: '李明' }, TODAY)).toEqual({});
    expect(profileErrors({ ...valid, name: '李'.repeat(20) }, TODAY)).toEqual({});
    expect(profileErrors({ ...valid, name: '李' }, TODAY).name).toBe('name');
    expect(profileErrors({ ...valid, name: '李'.repeat(21) }, TODAY).name).toBe('name');
  });

  it('takes 0 to 50 years, a biography of 200 characters, and counts a blank biography or an unreadable number as empty', () => {
    expect(profileErrors({ ...valid, years: 0, bio: 'x'.repeat(200) }, TODAY)).toEqual({});
    expect(profileErrors({ ...valid, years: 50 }, TODAY)).toEqual({});
    expect(profileErrors({ ...valid, years: -1 }, TODAY).years).toBe('years');
    expect(profileErrors({ ...valid, years: Number.NaN, bio: '   ' }, TODAY)).toEqual({ years: 'required', bio: 'required' });
  });
});
