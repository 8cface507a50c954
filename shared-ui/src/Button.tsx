import styled, { css } from 'styled-components';
import { theme } from './theme';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.primary};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryDark};
    }
  `,
  secondary: css`
    background: #fff;
    color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.highlight};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: ${theme.colors.highlight};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: #fff;
  `,
};

/** One button style for links and buttons: use `as={Link}` for navigation. */
export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  border: 2px solid transparent;
  border-radius: ${theme.radius};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  transition: background 0.15s ease;
  ${(p) => variants[p.$variant ?? 'primary']}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
