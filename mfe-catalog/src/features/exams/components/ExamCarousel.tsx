import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { media, theme, styled } from '@nism/shared-ui';
import { useHydrated } from '@nism/shared-hooks';
import type { ExamRow } from '@nism/db-types';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ExamCard } from './ExamCard';
import { ExamCardSkeleton } from './ExamCardSkeleton';
import { useCarousel } from '../hooks/use-carousel';
import { useMessages } from '../../../lib/messages';

const Region = styled.section`
  position: relative;
`;

// The negative margin lines the cards (not their gutters) up with the page edges.
// Before the page's scripts have run (issue 47) the row scrolls natively: every card is one swipe away, snapped in
// place. Once hydrated, the arrows, keys and swipe handlers move it.
const Viewport = styled.div<{ $native: boolean }>`
  margin: 0 -0.5rem;
  overflow: hidden;
  padding: 0.5rem 0 0.75rem;
  /* Vertical scrolling stays with the browser; horizontal moves reach our pointer handlers as swipes. */
  touch-action: pan-y;
  user-select: none;
  ${({ $native }) =>
    $native &&
    `
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    touch-action: auto;
    & > * > * {
      scroll-snap-align: start;
    }
  `}
`;

const Track = styled.div`
  display: flex;
`;

// One slide per row on phones, three from md. Each slide shifts by its own width times the index,
// so the layout needs no measuring and cannot jump.
const Slide = styled.div`
  flex: 0 0 100%;
  padding: 0 0.5rem;
  transform: translateX(calc(var(--carousel-index) * -100%));
  transition: transform 0.35s ease;
  ${media.md} {
    flex-basis: calc(100% / 3);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  margin-top: 0.5rem;
`;

// At either end an arrow is aria-disabled, not disabled: a disabled button would drop the keyboard focus.
const Arrow = styled.button`
  /* Hidden, its space kept, until the page has hydrated: a visible arrow would be dead to a tap before then. */
  [data-hydrated='false'] & {
    visibility: hidden;
  }
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid ${theme.colors.primary};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${theme.colors.highlight};
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Position = styled.span`
  min-width: 7.5rem;
  text-align: center;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const Empty = styled.p`
  color: ${theme.colors.muted};
`;

const SKELETONS = 3;

type Messages = ReturnType<typeof useMessages>;

/** Which cards show, as a reader would say it: "2 of 6" for one card, "1–3 of 6" for a range. */
export function positionText(t: Messages, index: number, perPage: number, count: number): string {
  const first = index + 1;
  const last = Math.min(index + perPage, count);
  return last > first ? t.carouselRange({ first, last, count }) : t.carouselOne({ first, count });
}

/**
 * The exam carousel of Home and Exams: three cards per row from md, one on phones; arrows, arrow keys
 * and swipes move it; `labelledBy` is the id of its visible heading. `exams` null means loading: same-sized skeleton cards hold the space.
 */
export function ExamCarousel({ labelledBy, exams }: { labelledBy: string; exams: ExamRow[] | null }) {
  const t = useMessages();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`);
  const perPage = wide ? 3 : 1;
  const loading = exams === null;
  const count = exams?.length ?? SKELETONS;
  const { index, canPrev, canNext, prev, next, goTo, onKeyDown, swipe } = useCarousel(count, perPage);
  const hydrated = useHydrated();
  const viewport = useRef<HTMLDivElement>(null);
  // From the native scroll to the carousel: show the card the visitor had scrolled to before hydration.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!hydrated || !el || el.scrollLeft <= 0) return;
    const slide = el.firstElementChild?.firstElementChild as HTMLElement | null | undefined;
    if (slide?.offsetWidth) goTo(Math.round(el.scrollLeft / slide.offsetWidth));
    el.scrollLeft = 0;
  }, [hydrated, goTo]);

  if (exams && exams.length === 0) return <Empty>{t.noExams()}</Empty>;

  return (
    <Region
      aria-roledescription={t.carousel()}
      aria-labelledby={labelledBy}
      aria-busy={loading}
      onKeyDown={onKeyDown}
      data-hydrated={hydrated}
    >
      {loading && (
        <span role="status" className="visually-hidden">
          {t.loading()}
        </span>
      )}
      <Viewport ref={viewport} $native={!hydrated} {...(hydrated ? swipe : {})}>
        <Track style={{ '--carousel-index': index } as CSSProperties}>
          {loading
            ? Array.from({ length: SKELETONS }, (_, i) => (
                <Slide key={i}>
                  <ExamCardSkeleton />
                </Slide>
              ))
            : exams.map((exam, i) => {
                const visible = !hydrated || (i >= index && i < index + perPage);
                return (
                  <Slide
                    key={exam.id}
                    role="group"
                    aria-roledescription={t.slide()}
                    aria-label={t.carouselOne({ first: i + 1, count })}
                    aria-hidden={!visible}
                    inert={!visible}
                  >
                    <ExamCard exam={exam} />
                  </Slide>
                );
              })}
        </Track>
      </Viewport>
      <Controls>
        <Arrow type="button" aria-label={t.previousExams()} onClick={prev} disabled={loading} aria-disabled={!canPrev}>
          <span aria-hidden="true">←</span>
        </Arrow>
        <Position aria-live="polite">{loading || !hydrated ? '' : positionText(t, index, perPage, count)}</Position>
        <Arrow type="button" aria-label={t.nextExams()} onClick={next} disabled={loading} aria-disabled={!canNext}>
          <span aria-hidden="true">→</span>
        </Arrow>
      </Controls>
    </Region>
  );
}
