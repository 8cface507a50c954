import { theme, styled } from '@nism/shared-ui';

/** A button that reads as a link beside a question (Clear my answer, the question's language), a full tap target. */
export const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0.5rem 0;
  min-height: 44px;
  color: ${theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;
