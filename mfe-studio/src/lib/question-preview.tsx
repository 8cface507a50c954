import { Component, type ReactNode } from 'react';
import { loadRemoteModule } from '@nism/platform';
import { Button, theme, styled } from '@nism/shared-ui';
import { describeError } from './errors';
import { ToggleGroup } from './layout';
import { LoadError } from './LoadError';

// The testing remote's own question view (testing/QuestionPreview, at run time), shared by the editor's preview and
// the whole-paper preview: how it is loaded, the frame it draws in and what shows when it cannot.

export const loadQuestionPreview = () => loadRemoteModule('testing/QuestionPreview');

export type PreviewMode = 'attempt' | 'review';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin-bottom: 0.75rem;
`;

/** "As asked" / "As reviewed" and "Phone" / "Desktop". */
export function PreviewControls(props: {
  mode: PreviewMode;
  onMode: (m: PreviewMode) => void;
  phone: boolean;
  onPhone: (p: boolean) => void;
}) {
  const { mode, onMode, phone, onPhone } = props;
  return (
    <Controls>
      <ToggleGroup role="group" aria-label="Preview mode">
        <button type="button" aria-pressed={mode === 'attempt'} onClick={() => onMode('attempt')}>
          As asked
        </button>
        <button type="button" aria-pressed={mode === 'review'} onClick={() => onMode('review')}>
          As reviewed
        </button>
      </ToggleGroup>
      <ToggleGroup role="group" aria-label="Preview width">
        <button type="button" aria-pressed={phone} onClick={() => onPhone(true)}>
          Phone
        </button>
        <button type="button" aria-pressed={!phone} onClick={() => onPhone(false)}>
          Desktop
        </button>
      </ToggleGroup>
    </Controls>
  );
}

/** A phone-wide (390 px) or desktop-wide frame around what the learner would see. */
export const PreviewFrame = styled.div<{ $phone: boolean }>`
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

/** The testing app did not answer: the reason, and Retry. */
export function PreviewLoadFailed({ error, consequence, onRetry }: { error: unknown; consequence: string; onRetry: () => void }) {
  return (
    <PreviewError role="alert">
      <p>The preview did not load: the testing app did not answer. {consequence}</p>
      <details>
        <summary>Details</summary>
        <code>{describeError(error)}</code>
      </details>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </PreviewError>
  );
}

/** Keeps a preview that throws while drawing from taking the page down with it. */
export class PreviewBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: unknown }> {
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
