import styled from 'styled-components';
import { theme } from './theme';

/** Scrolls sideways on narrow screens instead of squeezing columns. */
export const TableWrap = styled.div`
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
