import type { ReactNode } from 'react';
import SignInIcon, { type SignInIconName } from '@/components/shell/SignInIcon';

interface Props {
  id: string;
  /** The field's name in the form: the served frame's copy of the form is read by it (frameLogin.ts). */
  name: string;
  label: string;
  /** The value, for the page's controlled field; the served frame's field keeps what is typed itself. */
  value?: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  maxLength: number;
  testId: string;
  /** The refusal shown under the field; the field is marked invalid while there is one. */
  error?: string;
  icon: SignInIconName;
  /** A control at the field's end (the password's show/hide button). */
  end?: ReactNode;
  onChange?(value: string): void;
}

/**
 * A required text field of the sign-in form in the look of MUI's outlined TextField with a start icon (its label
 * always raised into the outline's notch), drawn with the sign-in page's own stylesheet (signInStyle.ts).
 */
export default function LoginField({ id, label, error, testId, icon, end, onChange, ...input }: Props) {
  const helperId = `${id}-helper-text`;
  return (
    <div className={`signin__field${error ? ' signin__field--error' : ''}`}>
      <label className="signin__label" htmlFor={id}>
        {label}
        <span aria-hidden="true">{'\u2009*'}</span>
      </label>
      <div className={`signin__box${end ? ' signin__box--end' : ''}`}>
        <span className="signin__adornment"><SignInIcon name={icon} /></span>
        <input
          {...input}
          id={id}
          className="signin__input"
          required
          data-testid={testId}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? helperId : undefined}
          onChange={onChange && ((e) => onChange(e.target.value))}
        />
        {end && <span className="signin__adornment signin__adornment--end">{end}</span>}
        <fieldset aria-hidden="true" className="signin__outline">
          <legend><span>{label}{'\u2009*'}</span></legend>
        </fieldset>
      </div>
      {error && <p className="signin__help" id={helperId}>{error}</p>}
    </div>
  );
}
