import styled, { css } from 'styled-components';
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

// Below the sm breakpoint a stacked table shows each row as a card, so nothing is off the screen: the first cell (or
// the row's header cell) is its title, and the other cells are tiles, each value under its column's name (the cell's data-label); a cell
// marked data-wide (long content) or spanning columns takes the card's whole width. The names
// are drawn by CSS with empty alternative text, so screen readers keep the table's own header cells and do not hear
// them twice; the header row stays in the accessibility tree, visually hidden.
const stacked = css`
  @media (width < ${theme.breakpoints.sm}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tr {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
      gap: 0.5rem 1rem;
      padding: 0.75rem 1rem;
      border-bottom: 1px solid ${theme.colors.border};
    }
    tr:last-child {
      border-bottom: none;
    }
    td {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      padding: 0;
      border-bottom: none;
    }
    td:first-child,
    td[colspan],
    td[data-wide],
    th[scope='row'] {
      grid-column: 1 / -1;
    }
    td:first-child {
      font-weight: 600;
    }
    /* A row's own header (its name) is the card's title: the whole width, wrapping, no header shading. */
    th[scope='row'] {
      padding: 0;
      border-bottom: none;
      background: none;
      white-space: normal;
    }
    td[data-label]::before {
      content: attr(data-label) / '';
      font-size: 0.8125rem;
      color: ${theme.colors.muted};
    }
  }
`;

export const Table = styled.table<{ $stacked?: boolean }>`
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
  ${(p) => p.$stacked && stacked}
`;
