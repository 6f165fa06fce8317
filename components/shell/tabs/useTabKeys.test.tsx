/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { VisitedTab } from '@/lib/client/stores/tabs';
import { useTabKeys } from './useTabKeys';

const tabOf = (key: string, noClosable = false): VisitedTab => ({ key, location: `/${key}`, name: key, meta: { title: key, noClosable } });

function Tabs({ open, openMenu }: { open(tab: VisitedTab): void; openMenu(tab: VisitedTab, at: HTMLElement): void }) {
  const [visited, setVisited] = useState([tabOf('home', true), tabOf('a'), tabOf('b')]);
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = useTabKeys(list, visited, { open, openMenu, close: (tab) => setVisited((v) => v.filter((t) => t.key !== tab.key)) });
  return (
    <div role="tablist" ref={list}>
      {visited.map((tab) => (
        <button key={tab.key} type="button" role="tab" data-key={tab.key} tabIndex={-1} onKeyDown={(e) => onKeyDown(e, tab)}>{tab.key}</button>
      ))}
    </div>
  );
}

const setup = () => {
  const open = jest.fn();
  const openMenu = jest.fn();
  render(<Tabs open={open} openMenu={openMenu} />);
  return { open, openMenu, tab: (name: string) => screen.getByRole('tab', { name }) };
};

describe('useTabKeys', () => {
  it('moves the focus with the arrows, Home and End, wrapping at both ends, and opens nothing', () => {
    const { open, tab } = setup();
    tab('a').focus();
    fireEvent.keyDown(tab('a'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('b'));
    fireEvent.keyDown(tab('b'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('home'));
    fireEvent.keyDown(tab('home'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('b'));
    fireEvent.keyDown(tab('b'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('home'));
    fireEvent.keyDown(tab('home'), { key: 'End' });
    expect(document.activeElement).toBe(tab('b'));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the tab on Enter and Space', () => {
    const { open, tab } = setup();
    fireEvent.keyDown(tab('a'), { key: 'Enter' });
    fireEvent.keyDown(tab('b'), { key: ' ' });
    expect(open.mock.calls.map(([t]) => t.key)).toEqual(['a', 'b']);
  });

  it('closes a closable tab on Delete and focuses its right neighbour, else its left one; the home tab stays', () => {
    const { tab } = setup();
    fireEvent.keyDown(tab('a'), { key: 'Delete' });
    expect(screen.queryByRole('tab', { name: 'a' })).toBeNull();
    expect(document.activeElement).toBe(tab('b'));
    fireEvent.keyDown(tab('b'), { key: 'Delete' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['home']);
    expect(document.activeElement).toBe(tab('home'));
    fireEvent.keyDown(tab('home'), { key: 'Delete' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['home']);
  });

  it('opens the actions menu at the tab on Shift+F10 and on the context-menu key, not on F10 alone', () => {
    const { openMenu, tab } = setup();
    fireEvent.keyDown(tab('a'), { key: 'F10' });
    expect(openMenu).not.toHaveBeenCalled();
    fireEvent.keyDown(tab('a'), { key: 'F10', shiftKey: true });
    fireEvent.keyDown(tab('b'), { key: 'ContextMenu' });
    expect(openMenu.mock.calls.map(([t, at]) => [t.key, at])).toEqual([['a', tab('a')], ['b', tab('b')]]);
  });
});
