import { theme, styled } from '@nism/shared-ui';

/** A row of small actions under the fields (e.g. Forgot password). */
export const ActionRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -0.5rem 0 1rem;
`;

export const LinkButton = styled.button`
  border: none;
  background: none;
  padding: 0.4rem 0;
  min-height: 36px;
  color: ${theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    text-decoration: underline;
  }
  &:disabled {
    color: ${theme.colors.muted};
    cursor: default;
  }
`;

export const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  margin-bottom: 1rem;
  input {
    width: 1.15rem;
    height: 1.15rem;
    margin-top: 0.2rem;
    flex: none;
    accent-color: ${theme.colors.primary};
  }
  label {
    line-height: 1.45;
  }
`;
