/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { act, render } from '@testing-library/react';
import { HashRouter } from 'react-router';
import NavigatorBridge from './NavigatorBridge';

describe('NavigatorBridge', () => {
  it("on popstate writes the URL through history.replaceState (for Next.js's router), listening before the hash router", () => {
    const listening: string[] = [];
    const addEventListener = jest.spyOn(window, 'addEventListener').mockImplementation(function (this: Window, type, listener, options) {
      if (type === 'popstate') listening.push(typeof listener === 'function' ? listener.name : 'object');
      return EventTarget.prototype.addEventListener.call(this, type, listener, options);
    });
    const replaceState = jest.spyOn(window.history, 'replaceState').mockImplementation(() => undefined);
    const { unmount } = render(<HashRouter><NavigatorBridge /></HashRouter>);
    expect(listening).toHaveLength(2);
    expect(listening[0]).toBe('tellNext');

    replaceState.mockClear();
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: null })));
    expect(replaceState).toHaveBeenCalledWith(window.history.state, '', window.location.href);

    unmount();
    replaceState.mockClear();
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
    addEventListener.mockRestore();
  });
});
