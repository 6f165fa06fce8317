/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import RepeatClickButton, { REPEAT_CLICK_GUARD_MS } from './RepeatClickButton';

/** Three clicks with no re-render in between: a button disabled only through React state would still run three times. */
function tripleClick(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
    button.click();
  });
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => {
  jest.useRealTimers();
});

describe('the repeat-click guard (spec §5, §9)', () => {
  it('is 6000 ms by the spec', () => {
    expect(REPEAT_CLICK_GUARD_MS).toBe(6000);
  });

  it('runs an action without an answer to wait for once per 6000 ms, then again', () => {
    jest.useFakeTimers();
    const onClick = jest.fn();
    render(<RepeatClickButton onClick={onClick}>保存</RepeatClickButton>);
    tripleClick(button('保存'));
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(REPEAT_CLICK_GUARD_MS - 1));
    expect(button('保存').disabled).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(button('保存').disabled).toBe(false);
    tripleClick(button('保存'));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('honours a given guard time', () => {
    jest.useFakeTimers();
    const onClick = jest.fn();
    render(<RepeatClickButton onClick={onClick} guardMs={1000}>保存</RepeatClickButton>);
    fireEvent.click(button('保存'));
    act(() => jest.advanceTimersByTime(999));
    expect(button('保存').disabled).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(button('保存'));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('waits for the answer of a request however long it takes, and takes the next click as soon as it arrives', async () => {
    jest.useFakeTimers();
    const answers = [deferred(), deferred()];
    let calls = 0;
    const onClick = jest.fn((): Promise<void> => answers[calls++].promise);
    render(<RepeatClickButton onClick={onClick}>提交</RepeatClickButton>);
    tripleClick(button('提交'));
    act(() => jest.advanceTimersByTime(REPEAT_CLICK_GUARD_MS * 3));
    fireEvent.click(button('提交'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button('提交').disabled).toBe(true);

    await act(async () => answers[0].resolve());
    expect(button('提交').disabled).toBe(false);
    tripleClick(button('提交'));
    expect(onClick).toHaveBeenCalledTimes(2);

    // A failed request frees the button as well.
    await act(async () => answers[1].reject(new Error('网络异常')));
    expect(button('提交').disabled).toBe(false);
  });

  it('takes the next click at once when the action sent nothing', () => {
    let valid = false;
    const send = jest.fn();
    const onClick = jest.fn(() => (valid ? send() : false));
    render(<RepeatClickButton onClick={onClick}>保存</RepeatClickButton>);
    fireEvent.click(button('保存'));
    expect(button('保存').disabled).toBe(false);
    valid = true;
    tripleClick(button('保存'));
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a submit button from submitting its form again', () => {
    jest.useFakeTimers();
    const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(<form onSubmit={onSubmit}><input aria-label="名称" /><RepeatClickButton type="submit">保存</RepeatClickButton></form>);
    tripleClick(button('保存'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(REPEAT_CLICK_GUARD_MS));
    fireEvent.click(button('保存'));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('keeps the screen\'s own disabled state', () => {
    const onClick = jest.fn();
    render(<RepeatClickButton onClick={onClick} disabled>保存</RepeatClickButton>);
    fireEvent.click(button('保存'));
    expect(button('保存').disabled).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
  });

  describe('in a kept-alive tab that is hidden and shown again (<Activity>)', () => {
    const inTab = (mode: 'visible' | 'hidden', onClick: () => unknown) => (
      <Activity mode={mode}><RepeatClickButton onClick={onClick}>保存</RepeatClickButton></Activity>
    );

    it('takes a click again when the answer came while the tab was hidden', async () => {
      const answer = deferred();
      const onClick = jest.fn(() => answer.promise);
      const { rerender } = render(inTab('visible', onClick));
      tripleClick(button('保存'));
      rerender(inTab('hidden', onClick));
      await act(async () => answer.resolve());
      rerender(inTab('visible', onClick));
      expect(button('保存').disabled).toBe(false);
      fireEvent.click(button('保存'));
      expect(onClick).toHaveBeenCalledTimes(2);
    });

    it('ends a timed guard when the tab is hidden, and keeps one that runs while it stays shown', () => {
      jest.useFakeTimers();
      const onClick = jest.fn();
      const { rerender } = render(inTab('visible', onClick));
      tripleClick(button('保存'));
      rerender(inTab('visible', onClick));
      expect(button('保存').disabled).toBe(true);
      rerender(inTab('hidden', onClick));
      rerender(inTab('visible', onClick));
      expect(button('保存').disabled).toBe(false);
      fireEvent.click(button('保存'));
      expect(onClick).toHaveBeenCalledTimes(2);
    });
  });
});
