/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import HintLayer, { HINT_DELAY_MS } from './HintLayer';

function rows() {
  return render(
    <HintLayer>
      <button type="button" aria-label="编辑 张三" data-hint="编辑"><svg data-testid="icon" /></button>
      <button type="button" aria-label="删除 张三" data-hint="删除">x</button>
      <button type="button">plain</button>
    </HintLayer>,
  );
}
const hint = () => screen.queryByRole('tooltip')?.textContent ?? null;
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('HintLayer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the hint a button names once the pointer rests on it, and takes it away when the pointer leaves', () => {
    rows();
    const edit = screen.getByRole('button', { name: '编辑 张三' });
    fireEvent.mouseOver(screen.getByTestId('icon'));
    wait(HINT_DELAY_MS - 1);
    expect(hint()).toBeNull();
    wait(1);
    expect(hint()).toBe('编辑');

    // Inside the button (onto its icon) it stays; out of it, it goes.
    fireEvent.mouseOut(edit, { relatedTarget: screen.getByTestId('icon') });
    expect(hint()).toBe('编辑');
    fireEvent.mouseOut(edit, { relatedTarget: document.body });
    expect(hint()).toBeNull();
  });

  it('moves on to the next button at once, and shows nothing for an element without a hint', () => {
    rows();
    fireEvent.mouseOver(screen.getByRole('button', { name: '编辑 张三' }));
    wait(HINT_DELAY_MS);
    fireEvent.mouseOver(screen.getByRole('button', { name: '删除 张三' }));
    expect(hint()).toBe('删除');
    fireEvent.mouseOut(screen.getByRole('button', { name: '删除 张三' }), { relatedTarget: screen.getByRole('button', { name: 'plain' }) });
    fireEvent.mouseOver(screen.getByRole('button', { name: 'plain' }));
    wait(HINT_DELAY_MS);
    expect(hint()).toBeNull();
  });

  it('shows a hint on keyboard focus at once, and hides it on Escape, blur and click', () => {
    rows();
    const edit = screen.getByRole('button', { name: '编辑 张三' });
    const focus = () => act(() => edit.focus());
    focus();
    expect(hint()).toBe('编辑');
    fireEvent.keyDown(edit, { key: 'Escape' });
    expect(hint()).toBeNull();
    act(() => edit.blur());
    focus();
    expect(hint()).toBe('编辑');
    act(() => edit.blur());
    expect(hint()).toBeNull();
    focus();
    fireEvent.click(edit);
    expect(hint()).toBeNull();
  });

  it('does not show a hint whose pointer left before the delay', () => {
    rows();
    const edit = screen.getByRole('button', { name: '编辑 张三' });
    fireEvent.mouseOver(edit);
    fireEvent.mouseOut(edit, { relatedTarget: document.body });
    wait(HINT_DELAY_MS);
    expect(hint()).toBeNull();
  });
});
