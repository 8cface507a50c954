import { createGlobalStyle } from 'styled-components';

/** While one receipt is being printed, the page prints only that receipt: no nav, footer or other sections. */
export const PrintOnlyReceipt = createGlobalStyle`
  @media print {
    body * { visibility: hidden !important; }
    [data-printing='true'], [data-printing='true'] * { visibility: visible !important; }
    [data-printing='true'] { position: absolute; left: 0; top: 0; width: 100%; border: none; box-shadow: none; }
    [data-printing='true'] button { display: none; }
  }
`;
