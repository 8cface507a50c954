import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from './theme';
import { useMessages } from './messages';

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

/** How long a load may take before the spinner says it is still going (a slow or retrying backend). */
export const SLOW_LOAD_MS = 2000;

/**
 * A spinner with a visible, announced label (the spec's 'Loading...'). By default it holds the viewport below the
 * nav, like the shell's route fallback, so the footer never shows above the fold and then jumps (layout shift).
 * After SLOW_LOAD_MS it adds 'Still loading…', so a slow backend does not look like a page that hung.
 */
export function Spinner({ label, minHeight = `calc(100vh - ${theme.navHeight})` }: { label?: string; minHeight?: string }) {
  const t = useMessages();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center role="status" aria-live="polite" $minHeight={minHeight}>
      <Ring aria-hidden="true" />
      <span>{label ?? t.loading()}</span>
      {slow && <span>{t.stillLoading()}</span>}
    </Center>
  );
}
