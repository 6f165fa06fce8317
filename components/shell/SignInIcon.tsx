import InlineIcon from './InlineIcon';
import { SIGN_IN_ICON_PATHS } from './signInIconPaths.generated';

export type SignInIconName = keyof typeof SIGN_IN_ICON_PATHS;

/** An icon of the sign-in pages, drawn from their own few paths rather than the app's whole set (RemixIcon). */
export default function SignInIcon({ name, size }: { name: SignInIconName; size?: number }) {
  return <InlineIcon path={SIGN_IN_ICON_PATHS[name]} size={size} />;
}
