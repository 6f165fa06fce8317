import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';

export const REPEAT_CLICK_GUARD_MS = 6000;

/** A button that disables itself for a while after a click (spec §5: 6000 ms unless told otherwise), against double submission. */
export default function RepeatClickButton({ guardMs = REPEAT_CLICK_GUARD_MS, onClick, disabled, ...props }: ButtonProps & { guardMs?: number }) {
  const [guarded, setGuarded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Button
      {...props}
      disabled={disabled || guarded}
      onClick={(e) => {
        setGuarded(true);
        timer.current = setTimeout(() => setGuarded(false), guardMs);
        onClick?.(e);
      }}
    />
  );
}
