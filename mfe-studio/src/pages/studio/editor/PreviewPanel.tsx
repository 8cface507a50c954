import { Component, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PreviewQuestion } from '@nism/contracts';
import { loadRemoteModule } from '@nism/platform';
import { Button, Card, Spinner, theme } from '@nism/shared-ui';
import { describeError } from '../../../lib/errors';
import { ToggleGroup } from '../../../lib/layout';
import { LoadError } from '../../../lib/LoadError';
import { useLoad } from '../../../lib/use-load';

const Panel = styled(Card)`
  padding: 1rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin-bottom: 0.75rem;
`;

const Frame = styled.div<{ $phone: boolean }>`
  width: 100%;
  max-width: ${(p) => (p.$phone ? '390px' : '100%')};
  margin: 0 auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  overflow: auto;
  min-height: 8rem;
  padding: 0.5rem;
`;

const PreviewError = styled.div`
  padding: 1rem;
  text-align: center;
  p {
    margin: 0 0 0.75rem;
    color: ${theme.colors.danger};
  }
  details {
    margin: 0 0 0.75rem;
    color: ${theme.colors.muted};
    font-size: 0.85rem;
    text-align: left;
  }
  summary {
    cursor: pointer;
    min-height: 32px;
  }
  code {
    display: block;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const loadPreview = () => loadRemoteModule('testing/QuestionPreview');

/** Keeps a preview that throws while drawing from taking the editor down with it. */
class PreviewBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: unknown }> {
  state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <LoadError
        message={`The preview could not draw this question: ${describeError(this.state.error)}`}
        retryLabel="Retry"
        onRetry={() => {
          this.setState({ error: undefined });
          this.props.onRetry();
        }}
      />
    );
  }
}

/**
 * The question as a learner will see it, drawn by the testing remote's own view (testing/QuestionPreview), from the
 * form's current values: as asked or as reviewed, in a phone-wide or a desktop frame.
 */
export function PreviewPanel({ question, negativePercent }: { question: PreviewQuestion; negativePercent: number }) {
  const preview = useLoad(loadPreview);
  const [mode, setMode] = useState<'attempt' | 'review'>('attempt');
  const [phone, setPhone] = useState(false);
  const Preview = preview.data?.default;

  return (
    <Panel as="section" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <Controls>
        <ToggleGroup role="group" aria-label="Preview mode">
          <button type="button" aria-pressed={mode === 'attempt'} onClick={() => setMode('attempt')}>
            As asked
          </button>
          <button type="button" aria-pressed={mode === 'review'} onClick={() => setMode('review')}>
            As reviewed
          </button>
        </ToggleGroup>
        <ToggleGroup role="group" aria-label="Preview width">
          <button type="button" aria-pressed={phone} onClick={() => setPhone(true)}>
            Phone
          </button>
          <button type="button" aria-pressed={!phone} onClick={() => setPhone(false)}>
            Desktop
          </button>
        </ToggleGroup>
      </Controls>
      <Frame $phone={phone} data-testid="preview-frame" data-width={phone ? 'phone' : 'desktop'}>
        {preview.status === 'loading' && <Spinner label="Loading the preview…" minHeight="8rem" />}
        {preview.status === 'error' && (
          <PreviewError role="alert">
            <p>The preview did not load: the testing app did not answer. The form still saves.</p>
            <details>
              <summary>Details</summary>
              <code>{describeError(preview.error)}</code>
            </details>
            <Button type="button" $variant="secondary" onClick={preview.reload}>
              Retry
            </Button>
          </PreviewError>
        )}
        {Preview && (
          <PreviewBoundary onRetry={preview.reload}>
            <Preview question={question} negativePercent={negativePercent} mode={mode} />
          </PreviewBoundary>
        )}
      </Frame>
    </Panel>
  );
}
