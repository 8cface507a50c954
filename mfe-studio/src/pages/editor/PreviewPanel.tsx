import { useState } from 'react';
import type { PreviewQuestion } from '@nism/contracts';
import { Card, Spinner, styled } from '@nism/shared-ui';
import {
  loadQuestionPreview,
  PreviewBoundary,
  PreviewControls,
  PreviewFrame,
  PreviewLoadFailed,
  type PreviewMode,
} from '../../lib/question-preview';
import { useLoad } from '@nism/shared-hooks';

const Panel = styled(Card)`
  padding: 1rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  }
`;

/**
 * The question as a learner will see it, drawn by the testing remote's own view (testing/QuestionPreview), from the
 * form's current values: as asked or as reviewed, in a phone-wide or a desktop frame.
 */
export function PreviewPanel({ question, negativePercent }: { question: PreviewQuestion; negativePercent: number }) {
  const preview = useLoad(loadQuestionPreview);
  const [mode, setMode] = useState<PreviewMode>('attempt');
  const [phone, setPhone] = useState(false);
  const Preview = preview.data?.default;

  return (
    <Panel as="section" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <PreviewControls mode={mode} onMode={setMode} phone={phone} onPhone={setPhone} />
      <PreviewFrame $phone={phone} data-testid="preview-frame" data-width={phone ? 'phone' : 'desktop'}>
        {preview.status === 'loading' && <Spinner label="Loading the preview…" minHeight="8rem" />}
        {preview.status === 'error' && (
          <PreviewLoadFailed error={preview.error} consequence="The form still saves." onRetry={preview.reload} />
        )}
        {Preview && (
          <PreviewBoundary onRetry={preview.reload}>
            <Preview question={question} negativePercent={negativePercent} mode={mode} />
          </PreviewBoundary>
        )}
      </PreviewFrame>
    </Panel>
  );
}
