/** @jest-environment jsdom */
import { queryClient } from './queryClient';
import { resetSession } from './session';
import { useUserStore } from './stores/user';

describe('resetSession', () => {
  it('signs the user out and empties the query cache, so the next user sees none of the previous data', () => {
    useUserStore.getState().setToken('t');
    queryClient.setQueryData(['person', 'list'], { total: 1 });
    resetSession();
    expect(useUserStore.getState().token).toBeNull();
    expect(queryClient.getQueryData(['person', 'list'])).toBeUndefined();
  });
});
