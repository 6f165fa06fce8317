import { checkForm, failureKeys, type FormSchema } from '@/lib/domain/formRules';
import { parseIdCard } from '@/lib/domain/idCard';

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

/** The ID number's problem, as `idCard.<problem>`. */
const idCardError = (idCard: string, today: string): string | false => {
  const id = parseIdCard(idCard, today);
  return !id.ok && `idCard.${id.problem}`;
};

/** A birthday past today, or not the one a valid ID number carries. */
function birthdayError(birthday: string, idCard: string, today: string): string | false {
  if (birthday > today) return 'future';
  const id = idCard ? parseIdCard(idCard, today) : null;
  return !!id?.ok && id.info.birthDate !== birthday && 'birthdayMismatch';
}

const schema = (today: string): FormSchema<ProfileForm> => ({
  name: { trim: true, required: true, type: 'name', min: 2, max: 20, message: { type: 'name', min: 'name', max: 'name' } },
  gender: { required: true, message: 'choose' },
  mobile: { required: true, type: 'mobile', message: { type: 'mobile' } },
  email: { required: true, type: 'email', message: { type: 'email' } },
  idCard: { required: true, custom: (id) => idCardError(id as string, today) },
  birthday: { required: true, type: 'date', message: { type: 'date' }, custom: (day, f) => birthdayError(day as string, f.idCard, today) },
  arrival: { required: true, custom: (time) => time === 'invalid' && 'time' },
  department: { required: true, message: 'choose' },
  skills: { required: true, message: 'skills' },
  years: { required: true, type: 'integer', range: [0, YEARS_MAX], message: { type: 'years', range: 'years' } },
  website: { type: 'url', message: 'url' },
  satisfaction: { min: 1, message: 'rate' },
  bio: { required: true, whitespace: true, max: BIO_MAX, message: { whitespace: 'required', max: 'bio' } },
  agree: { enum: [true], message: 'agree' },
});

/** Every field of the comprehensive form checked; `today` is 'YYYY-MM-DD'. A years field holding no number counts as empty. */
export function profileErrors(f: ProfileForm, today: string): ProfileErrors {
  const years = f.years !== null && Number.isNaN(f.years) ? null : f.years;
  return failureKeys(checkForm({ ...f, years }, schema(today)));
}
