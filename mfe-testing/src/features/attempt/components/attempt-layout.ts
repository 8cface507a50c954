// The running test's frame: title, the sticky bar (timer and Submit) and the question beside its palette.
import { media, theme, styled } from '@nism/shared-ui';

export const Title = styled.h1`
  font-size: 1.25rem;
  margin: 0 0 0.5rem;
`;

// Sticks below the shell's fixed navigation bar, so the timer and Submit stay in view; kept to one
// row even on a phone so it does not eat the screen.
export const Bar = styled.div`
  position: sticky;
  top: ${theme.navHeight};
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.5rem 0;
  margin-bottom: 1rem;
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
`;

export const Layout = styled.div`
  display: grid;
  /* minmax(0, …): no content (a long word, a row of buttons) can make the column wider than the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
    /* A long paper's palette scrolls beside the question instead of stretching the page. */
    > aside {
      position: sticky;
      top: calc(${theme.navHeight} + 5.5rem);
      max-height: calc(100vh - ${theme.navHeight} - 7rem);
      overflow-y: auto;
    }
  }
`;

export const PaletteLoading = styled.p`
  color: ${theme.colors.muted};
  margin: 0;
`;
