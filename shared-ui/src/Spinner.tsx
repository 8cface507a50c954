import styled, { keyframes } from 'styled-components';
import { theme } from './theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 2rem;
  height: 2rem;
  border: 3px solid ${theme.colors.border};
  border-top-color: ${theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Center = styled.div<{ $minHeight: string }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  min-height: ${(p) => p.$minHeight};
  color: ${theme.colors.muted};
`;

/**
 * A spinner with a visible, announced label (the spec's 'Loading...'). By default it holds the viewport below the
 * nav, like the shell's route fallback, so the footer never shows above the fold and then jumps (layout shift).
 */
export function Spinner({ label = 'Loading...', minHeight = `calc(100vh - ${theme.navHeight})` }: { label?: string; minHeight?: string }) {
  return (
    <Center role="status" aria-live="polite" $minHeight={minHeight}>
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Center>
  );
}
