/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useAclStore } from '@/lib/client/stores/acl';
import Permission from './Permission';
import RepeatClickButton from './RepeatClickButton';

describe('<Permission>', () => {
  it('removes its children when the check fails and brings them back when the user changes', () => {
    act(() => useAclStore.setState({ admin: false, role: ['jc'], ability: [] }));
    render(<Permission access={{ role: ['zg', 'rsj'] }}><button>审核</button></Permission>);
    expect(screen.queryByText('审核')).toBeNull();
    act(() => useAclStore.setState({ admin: false, role: ['zg'], ability: [] }));
    expect(screen.getByText('审核')).toBeTruthy();
    act(() => useAclStore.setState({ admin: true, role: [], ability: [] }));
    expect(screen.getByText('审核')).toBeTruthy();
  });
});

describe('<RepeatClickButton>', () => {
  it('ignores clicks for the guard time after a click, 6000 ms by default', () => {
    jest.useFakeTimers();
    const onClick = jest.fn();
    render(<RepeatClickButton onClick={onClick}>保存</RepeatClickButton>);
    const button = screen.getByRole('button', { name: '保存' }) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    act(() => jest.advanceTimersByTime(5999));
    expect(button.disabled).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(button.disabled).toBe(false);
    jest.useRealTimers();
  });
});
