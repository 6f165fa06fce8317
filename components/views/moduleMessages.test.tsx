/** @jest-environment jsdom */
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { loadMessagesToShow } from '@/lib/client/i18n';
import { loadModuleMessages, withModuleMessages } from './moduleMessages';

jest.mock('@/lib/client/i18n', () => ({ loadMessagesToShow: jest.fn() }));
const load = jest.mocked(loadMessagesToShow);

const View = withModuleMessages(() => <p>the view</p>);

describe('withModuleMessages', () => {
  it('asks again after a failed load; once loaded ahead, the first render shows the view, not the loading state', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    await expect(loadModuleMessages()).rejects.toThrow('offline');
    load.mockResolvedValueOnce(undefined);
    await loadModuleMessages();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(['modules']);

    // Loaded ahead (as preloadHome does) and never yet seen by React: a use() of it would commit the fallback.
    render(<Suspense fallback={<p>loading</p>}><View /></Suspense>);
    expect(screen.getByText('the view')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await loadModuleMessages();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
