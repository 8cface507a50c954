import styled from 'styled-components';
import { media, theme } from './theme';

/** The content column of a page. */
export const Page = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  ${media.md} {
    padding: 2.5rem 1.5rem 4rem;
  }
`;

export const Card = styled.div`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 1.5rem;
`;

export const PageTitle = styled.h1`
  font-size: 1.75rem;
  margin: 0 0 0.5rem;
  ${media.md} {
    font-size: 2.25rem;
  }
`;

export const Subtitle = styled.p`
  color: ${theme.colors.muted};
  margin: 0 0 2rem;
  font-size: 1.05rem;
`;

/** Responsive grid: one column on phones, `cols` from the md breakpoint. */
export const Grid = styled.div<{ $cols?: number }>`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: repeat(${(p) => p.$cols ?? 3}, minmax(0, 1fr));
  }
`;
