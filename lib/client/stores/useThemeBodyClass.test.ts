/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useSettingsStore } from './settings';
import { useThemeBodyClass } from './useThemeBodyClass';

beforeEach(() => useSettingsStore.getState().resetTheme());

describe('useThemeBodyClass', () => {
  it('puts the theme on screen on <body>, follows a change and leaves with the page', () => {
    const { unmount } = renderHook(() => useThemeBodyClass());
    expect(document.body.classList.contains('theme-white')).toBe(true);
    act(() => useSettingsStore.getState().updateTheme({ themeName: 'ocean' }));
    expect(document.body.classList.contains('theme-ocean')).toBe(true);
    expect(document.body.classList.contains('theme-white')).toBe(false);
    unmount();
    expect(document.body.classList.contains('theme-ocean')).toBe(false);
  });
});
