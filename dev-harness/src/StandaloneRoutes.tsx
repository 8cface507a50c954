import type { ComponentType, ReactNode } from 'react';
import { REMOTES, type RemoteName } from '@nism/contracts';
import { Route, Routes } from '@nism/shared-ui';

type PageKeys<Name extends RemoteName> = keyof (typeof REMOTES)[Name]['pages'];

/**
 * A remote's pages at the paths its contract gives them (the shell's paths), one component per expose key; any
 * harness-only routes (an index, a fallback) come as children.
 */
export function StandaloneRoutes<Name extends RemoteName>({
  remote,
  pages,
  children,
}: {
  remote: Name;
  pages: Record<PageKeys<Name>, ComponentType>;
  children?: ReactNode;
}) {
  const components = pages as Record<string, ComponentType>;
  return (
    <Routes>
      {Object.entries(REMOTES[remote].pages).map(([key, path]) => {
        const Page = components[key];
        return <Route key={key} path={path} element={<Page />} />;
      })}
      {children}
    </Routes>
  );
}
