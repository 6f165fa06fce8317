import Box from '@mui/material/Box';
import Popper from '@mui/material/Popper';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';

/** As MUI's Tooltip: shown after the pointer rests this long, at once when moving on from a shown hint. */
export const HINT_DELAY_MS = 100;

const hintOf = (target: EventTarget | null, layer: Element): HTMLElement | null => {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-hint]') : null;
  return el && layer.contains(el) && el.dataset.hint ? el : null;
};

const focusVisible = (el: Element): boolean => {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * One hint for every element inside it that names one in `data-hint` (the icon buttons of a list's rows), shown as
 * MUI's Tooltip shows it: on pointer rest and on keyboard focus, gone on leave, blur or Escape. A Tooltip per button
 * renders a popper each and renders again once mounted: in a page of 20 rows with four buttons each, that was about a
 * third of the list's first render. The buttons carry their own accessible names (aria-label).
 */
export default function HintLayer({ children }: { children: ReactNode }) {
  const layer = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [shown, setShown] = useState<HTMLElement | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (el: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    if (delay) timer.current = setTimeout(() => setShown(el), delay);
    else setShown(el);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setShown(null);
  };

  const onMouseOver = (e: MouseEvent) => {
    const el = layer.current && hintOf(e.target, layer.current);
    if (el && el !== shown) show(el, shown ? 0 : HINT_DELAY_MS);
  };
  const onMouseOut = (e: MouseEvent) => {
    const el = layer.current && hintOf(e.target, layer.current);
    if (el && !(e.relatedTarget instanceof Node && el.contains(e.relatedTarget))) hide();
  };
  const onFocus = (e: FocusEvent) => {
    const el = layer.current && hintOf(e.target, layer.current);
    if (el && focusVisible(e.target)) show(el, 0);
  };

  const anchor = shown?.isConnected ? shown : null;
  return (
    <Box ref={layer} onMouseOver={onMouseOver} onMouseOut={onMouseOut} onFocus={onFocus} onBlur={hide} onClick={hide}
      onKeyDown={(e) => e.key === 'Escape' && hide()}>
      {children}
      {/* The popper is the tooltip (role="tooltip"). */}
      <Popper open={Boolean(anchor)} anchorEl={anchor} placement="bottom" sx={{ pointerEvents: 'none', zIndex: 'tooltip' }}>
        <Box sx={(theme) => ({
          mt: '14px',
          px: 1,
          py: 0.5,
          maxWidth: 300,
          borderRadius: `${theme.shape.borderRadius}px`,
          bgcolor: alpha(theme.palette.grey[700], 0.92),
          color: 'common.white',
          fontSize: theme.typography.pxToRem(11),
          fontWeight: 'fontWeightMedium',
          overflowWrap: 'break-word',
        })}>
          {anchor?.dataset.hint}
        </Box>
      </Popper>
    </Box>
  );
}
