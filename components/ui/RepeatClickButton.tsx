import Button, { type ButtonProps } from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { REPEAT_CLICK_GUARD_MS, useRepeatClickGuard } from './useRepeatClickGuard';

export { REPEAT_CLICK_GUARD_MS };

export type RepeatClickButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** Return the request's promise to keep the button disabled until its answer rather than for `guardMs`; `false` when nothing was sent. */
  onClick?(event: MouseEvent<HTMLButtonElement>): unknown;
  guardMs?: number;
};

/**
 * A writing button that sends once per intended click (spec §5 repeat-click guard, 6000 ms unless told otherwise):
 * see useRepeatClickGuard. A submit button without onClick guards the form's submission the same way, by time.
 */
export default function RepeatClickButton({ guardMs = REPEAT_CLICK_GUARD_MS, onClick, disabled, ...props }: RepeatClickButtonProps) {
  const guard = useRepeatClickGuard((e: MouseEvent<HTMLButtonElement>) => onClick?.(e), guardMs);
  return (
    <Button
      {...props}
      disabled={disabled || guard.guarded}
      onClick={(e) => {
        // A click the guard swallows must not submit the form either.
        if (!guard.run(e)) e.preventDefault();
      }}
    />
  );
}
