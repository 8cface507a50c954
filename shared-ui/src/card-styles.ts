import { css } from 'styled-components';
import { theme } from './theme';

/** A card's title link: the text's colour at rest, the primary colour and an underline on hover (exam and blog cards). */
export const cardTitleLink = css`
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`;
