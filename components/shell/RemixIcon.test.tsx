/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import RemixIcon from './RemixIcon';
import { ICON_PATHS, ICON_SET_VERSION } from './iconPaths.generated';

const drawn = (name: string, size?: number) => render(<RemixIcon name={name} size={size} className="extra" />).container.firstElementChild as HTMLElement;

describe('RemixIcon', () => {
  it('draws an icon the code names inline, in the text\'s colour, hidden from assistive technology', () => {
    const icon = drawn('lock-line', 20);
    expect(icon.tagName).toBe('svg');
    expect([icon.getAttribute('viewBox'), icon.getAttribute('fill'), icon.getAttribute('aria-hidden')]).toEqual(['0 0 24 24', 'currentColor', 'true']);
    expect([icon.getAttribute('width'), icon.getAttribute('height'), icon.getAttribute('class')]).toEqual(['20', '20', 'extra']);
    expect(icon.querySelector('path')!.getAttribute('d')).toBe(ICON_PATHS.get('lock-line'));
    expect(icon.style.verticalAlign).toBe('-3px');
  });

  it('shows any other icon of the set as its served SVG masking the text\'s colour, at the same size', () => {
    expect(ICON_PATHS.has('bear-smile-line')).toBe(false);
    const icon = drawn('bear-smile-line');
    expect(icon.tagName).toBe('SPAN');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.className).toBe('extra');
    expect(icon.style.mask).toBe(`url("/api/remixIcon/svg?name=bear-smile-line&v=${ICON_SET_VERSION}") center / contain no-repeat`);
    expect([icon.style.backgroundColor, icon.style.width, icon.style.height, icon.style.display]).toEqual(['currentcolor', '18px', '18px', 'inline-block']);
  });

  it('asks for nothing and paints nothing for a name that is no icon name', () => {
    for (const name of ['', 'home-2-line") url("/x', '../System/add-line', 'Home']) {
      const icon = drawn(name);
      expect([name, icon.tagName, icon.style.mask, icon.style.backgroundColor]).toEqual([name, 'SPAN', '', '']);
    }
    expect(drawn('constructor').tagName).toBe('SPAN');
  });
});
