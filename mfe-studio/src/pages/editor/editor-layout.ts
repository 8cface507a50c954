// The editor page's layout: its columns, the line under its title, its alerts and its sections.
import { Card, media, theme, styled } from '@nism/shared-ui';

/** The form beside the preview on a wide screen, above it on a phone. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    aside {
      position: sticky;
      top: 1rem;
    }
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  color: ${theme.colors.muted};
  margin: -0.5rem 0 1rem;
`;

/** A refused save: what to fix, or who changed the question meanwhile. */
export const Alert = styled(Card)`
  border-left: 4px solid ${theme.colors.danger};
  margin-bottom: 1rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  a {
    color: ${theme.colors.danger};
  }
  p {
    overflow-wrap: anywhere;
  }
`;

export const Section = styled(Card)`
  margin-top: 1.5rem;
  display: grid;
  gap: 1rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.2rem;
  }
`;
