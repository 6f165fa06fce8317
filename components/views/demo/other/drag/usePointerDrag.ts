import { useRef, useState, type PointerEvent } from 'react';

export interface Offset {
  x: number;
  y: number;
}

/**
 * Drags something by a handle: the returned offset follows the pointer from where the drag began. `limit`
 * keeps the offset in bounds (e.g. the element inside the window).
 */
export function usePointerDrag(limit: (offset: Offset) => Offset = (o) => o) {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; from: Offset } | null>(null);
  const handle = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      start.current = { x: e.clientX, y: e.clientY, from: offset };
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const s = start.current;
      if (s) setOffset(limit({ x: s.from.x + e.clientX - s.x, y: s.from.y + e.clientY - s.y }));
    },
    onPointerUp: () => {
      start.current = null;
    },
    style: { cursor: 'move', touchAction: 'none' } as const,
  };
  return { offset, setOffset, handle };
}
