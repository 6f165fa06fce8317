import type { ComponentPropsWithRef } from 'react';
import SignInIcon from '@/components/shell/SignInIcon';

interface Props extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'className' | 'type'> {
  /** The language shown, by its own name. */
  name: string;
}

/** The sign-in pages' language button: the live switch's (SignInLanguageSwitch.tsx) and the served frame's. */
export default function SignInLanguageButton({ name, ...button }: Props) {
  return (
    <button type="button" className="signin__language-button" {...button}>
      <span className="signin__language-icon"><SignInIcon name="translate-2" /></span>
      {name}
    </button>
  );
}
