import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { settings } from '@/lib/config/settings';

/** Spec §5, §9: how long a writing button stays disabled after a click unless told otherwise. */
export const REPEAT_CLICK_GUARD_MS = settings.repeatClickGuard;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

export interface RepeatClickGuard<A extends unknown[]> {
  /** Runs the action unless an earlier run is still guarded; answers whether it ran. */
  run(...args: A): boolean;
  /** True while further runs are ignored: the button shows disabled. */
  guarded: boolean;
}

/**
 * One request per intended click (spec §5 repeat-click guard). After a run, further runs are ignored until the
 * action's answer when it returns a promise (however long that takes, so a slow request is never sent twice, and
 * at once after a quick refusal so the user can correct and send again), otherwise for `guardMs`. An action that
 * answers `false` sent nothing (its own checks failed): the next click runs it again.
 * The lock is a ref, not state, so clicks that arrive before React re-renders the disabled button are ignored too.
 */
export function useRepeatClickGuard<A extends unknown[]>(
  action: ((...args: A) => unknown) | undefined,
  guardMs: number = REPEAT_CLICK_GUARD_MS,
): RepeatClickGuard<A> {
  const [guarded, setGuarded] = useState(false);
  const locked = useRef(false);
  const latest = useRef(action);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const release = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    locked.current = false;
    // Also after the view is hidden (a kept-alive tab keeps its state): shown again, its button must not stay disabled.
    setGuarded(false);
  }, []);
  // Before the browser can deliver another click: a click right after typing runs the action with what was typed.
  useLayoutEffect(() => {
    latest.current = action;
  });
  // Hidden or unmounted while a timed guard runs: its timer is gone, so the guard ends with it.
  useEffect(() => () => {
    if (timer.current !== undefined) release();
  }, [release]);

  const run = useCallback((...args: A): boolean => {
    if (locked.current) return false;
    locked.current = true;
    setGuarded(true);
    let result: unknown;
    try {
      result = latest.current?.(...args);
    } catch (e) {
      release();
      throw e;
    }
    if (result === false) release();
    // The action handles its own failure (every writing action shows it); the guard only needs the answer to arrive.
    else if (isThenable(result)) result.then(release, release);
    else timer.current = setTimeout(release, guardMs);
    return true;
  }, [guardMs, release]);

  return { run, guarded };
}
