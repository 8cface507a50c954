import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

/** A horizontal move of at least this many CSS pixels, mostly sideways, counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * Position of a carousel that shows `perPage` of `count` slides and moves one slide at a time, driven by
 * buttons, arrow/Home/End keys and pointer swipes (touch, pen or a mouse drag).
 */
export function useCarousel(count: number, perPage: number) {
  const maxIndex = Math.max(0, count - perPage);
  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, maxIndex); // a wider screen or fewer slides can shrink the range
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);

  useEffect(() => {
    if (rawIndex > maxIndex) setIndex(maxIndex);
  }, [rawIndex, maxIndex]);

  const goTo = useCallback((i: number) => setIndex(Math.max(0, Math.min(i, maxIndex))), [maxIndex]);
  const prev = useCallback(() => goTo(index - 1), [goTo, index]);
  const next = useCallback(() => goTo(index + 1), [goTo, index]);

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: prev,
      ArrowRight: next,
      Home: () => goTo(0),
      End: () => goTo(maxIndex),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };

  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
      swiped.current = false;
    },
    onPointerUp: (e: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== e.pointerId) return;
      const dx = e.clientX - from.x;
      const dy = e.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
      swiped.current = true;
      if (dx < 0) next();
      else prev();
    },
    onPointerCancel: () => {
      start.current = null;
    },
    // A drag that ended as a swipe must not also follow the link it started on.
    onClickCapture: (e: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
    // Links are draggable by default; the native drag would cancel the pointer stream.
    onDragStart: (e: MouseEvent) => e.preventDefault(),
  };

  return { index, maxIndex, canPrev: index > 0, canNext: index < maxIndex, prev, next, goTo, onKeyDown, swipe };
}
