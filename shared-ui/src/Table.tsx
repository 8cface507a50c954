import styled from 'styled-components';
import { theme } from './theme';

/** Scrolls sideways on narrow screens instead of squeezing columns. */
// Positioned, so it is the containing block of what is absolutely positioned inside (a visually hidden header
// label): otherwise that escapes the scrolling frame and widens the whole page on a phone. Focusable, so a keyboard
// user can scroll a table wider than the screen.
export const TableWrap = styled.div.attrs({ tabIndex: 0 })`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.75rem 1rem;
    text-align: left;
    border-bottom: 1px solid ${theme.colors.border};
  }
  th {
    background: ${theme.colors.highlight};
    font-weight: 600;
    white-space: nowrap;
  }
  tr:last-child td {
    border-bottom: none;
  }
`;
