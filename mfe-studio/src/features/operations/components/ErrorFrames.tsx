import { useCallback } from 'react';
import { styled, theme } from '@nism/shared-ui';
import { useLoad } from '@nism/shared-hooks';
import { describeError } from '../../../lib/errors';
import { fetchSourceMap } from '../api/source-maps';
import { mapFrames, type MappedFrame } from '../map-frames';

const Frames = styled.ol`
  margin: 0.25rem 0 0;
  padding-left: 1.25rem;
  font-size: 0.85rem;
  overflow-wrap: anywhere;
  li + li {
    margin-top: 0.25rem;
  }
`;

const Minified = styled.code`
  display: block;
  color: ${theme.colors.muted};
`;

function Frame({ frame }: { frame: MappedFrame }) {
  return (
    <li>
      {frame.original ? (
        <>
          <code>{frame.original}</code>
          {frame.name && (
            <>
              {' '}
              in <code>{frame.name}</code>
            </>
          )}
        </>
      ) : (
        <span>{frame.problem}</span>
      )}
      <Minified>{frame.minified}</Minified>
    </li>
  );
}

/** An error group's reported frames, each mapped back to its TypeScript through its build's published source map. */
export function ErrorFrames({ frames }: { frames: string }) {
  const mapped = useLoad(useCallback(() => mapFrames(frames, fetchSourceMap), [frames]));
  const list = (items: MappedFrame[]) => (
    <Frames aria-label="Stack frames">
      {items.map((frame, i) => (
        <Frame key={i} frame={frame} />
      ))}
    </Frames>
  );
  const minified = frames.split('\n').filter(Boolean);
  if (mapped.status === 'loading') return list(minified.map((m) => ({ minified: m, problem: 'mapping…' })));
  if (mapped.status === 'error')
    return list(minified.map((m) => ({ minified: m, problem: `the source map did not load: ${describeError(mapped.error)}` })));
  return list(mapped.data);
}
