import { createGlobalStyle } from '@nism/shared-ui';

/**
 * While one receipt or invoice is being printed (or saved as PDF), the page prints only that: every element that is
 * neither it, inside it, nor one of its ancestors is taken out of the layout (display: none, not just hidden, so the
 * rest of the long account page adds no blank pages), and its ancestors lose their frames, spacing and widths.
 */
export const PrintOnlyReceipt = createGlobalStyle`
  @media print {
    @page { margin: 12mm; }
    body *:not([data-printing='true']):not([data-printing='true'] *):not(:has([data-printing='true'])) {
      display: none !important;
    }
    body *:has([data-printing='true']) {
      margin: 0 !important;
      padding: 0 !important;
      border: none !important;
      box-shadow: none !important;
      background: none !important;
      max-width: none !important;
      min-height: 0 !important;
      position: static !important;
    }
    [data-printing='true'] { margin: 0 !important; border: none !important; box-shadow: none !important; }
    [data-printing='true'] button { display: none !important; }
  }
`;
