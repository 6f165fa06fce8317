import { ICON_NAME } from '@/lib/domain/iconName';
import InlineIcon, { iconBox } from './InlineIcon';
import { ICON_PATHS, ICON_SET_VERSION } from './iconPaths.generated';

/** The URL of an icon the page does not carry, served from the installed set (app/api/remixIcon/svg). */
export const iconUrl = (name: string) => `/api/remixIcon/svg?name=${name}&v=${ICON_SET_VERSION}`;

/**
 * A Remix Icon by name (e.g. 'home-2-line'), as the route meta names them, in the text's colour. The icons the code
 * and the menu data name are drawn inline (iconPaths.generated.ts); any other, such as one an admin picked for a menu,
 * is the set's SVG as a mask over the text's colour, in the same box.
 */
export default function RemixIcon({ name, size = 18, className }: { name: string; size?: number; className?: string }) {
  const path = ICON_PATHS.get(name);
  if (path) return <InlineIcon path={path} size={size} className={className} />;
  // A name that is no icon name (a menu field being typed) asks for nothing and shows nothing, as the font did.
  const mask = ICON_NAME.test(name) ? `url("${iconUrl(name)}") center / contain no-repeat` : undefined;
  const box = iconBox(size);
  return (
    <span
      className={className} aria-hidden="true"
      style={mask ? { ...box, backgroundColor: 'currentColor', mask, WebkitMask: mask } : box}
    />
  );
}
