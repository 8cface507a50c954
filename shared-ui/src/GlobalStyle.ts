import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

// System fonts: no web-font download can block the first paint (Hindi's fallback font: devanagari-font.ts).
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    line-height: 1.6;
  }
  a { color: ${theme.colors.primary}; }
  img { max-width: 100%; height: auto; }
  h1, h2, h3 { line-height: 1.25; }
  :focus-visible { outline: 3px solid ${theme.colors.accent}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
