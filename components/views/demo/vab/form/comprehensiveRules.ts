import { parseIdCard } from '@/lib/domain/idCard';
import { isEmail, isMobile, isName, isUrl } from '@/lib/domain/validators';

export interface ProfileForm {
  name: string;
  gender: '' | 'male' | 'female';
  mobile: string;
  email: string;
  idCard: string;
  /** 'YYYY-MM-DD', or '' when not picked; 'invalid' when the picker holds an impossible date. */
  birthday: string;
  /** 'HH:mm', or ''. */
  arrival: string;
  department: string;
  skills: string[];
  years: number | null;
  website: string;
  satisfaction: number;
  bio: string;
  agree: boolean;
}

export const emptyProfile: ProfileForm = {
  name: '', gender: '', mobile: '', email: '', idCard: '', birthday: '', arrival: '', department: '', skills: [],
  years: null, website: '', satisfaction: 0, bio: '', agree: false,
};

export const BIO_MAX = 200;
export const YEARS_MAX = 50;

/** Message keys of demo.form.errors, per field. */
export type ProfileErrors = Partial<Record<keyof ProfileForm, string>>;

/** Every field of the comprehensive form checked; `today` is 'YYYY-MM-DD'. */
export function profileErrors(f: ProfileForm, today: string): ProfileErrors {
  const e: ProfileErrors = {};
  const name = f.name.trim();
  if (!name) e.name = 'required';
  else if (!isName(name) || name.length < 2 || name.length > 20) e.name = 'name';
  if (!f.gender) e.gender = 'choose';
  if (!f.mobile) e.mobile = 'required';
  else if (!isMobile(f.mobile)) e.mobile = 'mobile';
  if (!f.email) e.email = 'required';
  else if (!isEmail(f.email)) e.email = 'email';
  if (!f.idCard) e.idCard = 'required';
  else {
    const id = parseIdCard(f.idCard, today);
    if (!id.ok) e.idCard = `idCard.${id.problem}`;
  }
  if (!f.birthday) e.birthday = 'required';
  else if (f.birthday === 'invalid') e.birthday = 'date';
  else if (f.birthday > today) e.birthday = 'future';
  if (!e.idCard && !e.birthday && f.idCard) {
    const id = parseIdCard(f.idCard, today);
    if (id.ok && id.info.birthDate !== f.birthday) e.birthday = 'birthdayMismatch';
  }
  if (!f.arrival) e.arrival = 'required';
  else if (f.arrival === 'invalid') e.arrival = 'time';
  if (!f.department) e.department = 'choose';
  if (!f.skills.length) e.skills = 'skills';
  if (f.years === null || Number.isNaN(f.years)) e.years = 'required';
  else if (!Number.isInteger(f.years) || f.years < 0 || f.years > YEARS_MAX) e.years = 'years';
  if (f.website && !isUrl(f.website)) e.website = 'url';
  if (f.satisfaction < 1) e.satisfaction = 'rate';
  if (!f.bio.trim()) e.bio = 'required';
  else if (f.bio.length > BIO_MAX) e.bio = 'bio';
  if (!f.agree) e.agree = 'agree';
  return e;
}
