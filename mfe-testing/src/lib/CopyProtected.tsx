import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from '@nism/shared-ui';

const Root = styled.div`
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
`;

// Question text is the product: keep it from being copied out of the page.
const BLOCKED_EVENTS = ['contextmenu', 'selectstart', 'copy', 'cut'] as const;

const block = (event: Event) => event.preventDefault();

/** Blocks right-click, text selection, copy and cut inside its subtree. */
export function CopyProtected({ children, ...rest }: { children: ReactNode; 'data-testid'?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    for (const name of BLOCKED_EVENTS) node.addEventListener(name, block);
    return () => {
      for (const name of BLOCKED_EVENTS) node.removeEventListener(name, block);
    };
  }, []);
  return (
    <Root ref={ref} {...rest}>
      {children}
    </Root>
  );
}
