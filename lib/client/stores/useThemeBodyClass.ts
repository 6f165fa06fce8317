import { useEffect } from 'react';
import { useSettingsStore } from './settings';

/**
 * The theme name on screen as a class of <body> (spec §2.4), `theme-ocean` and so on: set by the app and by the sign-in
 * page it shows alone, and taken off when the theme changes or the page leaves.
 */
export function useThemeBodyClass(): void {
  const themeName = useSettingsStore((s) => s.theme.themeName);
  useEffect(() => {
    const name = `theme-${themeName}`;
    document.body.classList.add(name);
    return () => document.body.classList.remove(name);
  }, [themeName]);
}
