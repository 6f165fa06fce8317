import type { CSSProperties } from 'react';

/** The box every icon sits in: size × size, its bottom as far below the text's baseline as the icon font's glyphs sat (0.15 em). */
export const iconBox = (size: number): CSSProperties => ({ display: 'inline-block', width: size, height: size, flexShrink: 0, verticalAlign: -0.15 * size });

/** One Remix Icon path (a 24 × 24 box) drawn in the text's colour, hidden from assistive technology. */
export default function InlineIcon({ path, size = 18, className }: { path: string; size?: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false" style={iconBox(size)}>
      <path d={path} />
    </svg>
  );
}
