import { useState } from 'react';
import { notify, theme, styled } from '@nism/shared-ui';
import { drawPaper } from '../../features/papers/api/draw-paper';
import type { StudioPaper } from '../../features/papers/api/types';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { describeError } from '../../lib/errors';

const Weights = styled.div`
  display: grid;
  gap: 0.4rem;
  max-height: 50vh;
  overflow: auto;
  margin: 0.75rem 0;
  label {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.75rem;
    overflow-wrap: anywhere;
  }
  input {
    width: 5rem;
    flex: none;
    font: inherit;
    min-height: 40px;
    padding: 0.3rem 0.5rem;
    border: 1px solid ${theme.colors.inputBorder};
    border-radius: 8px;
  }
`;

/**
 * Fills an empty draft full-length paper from the exam's question bank: a weight per topic (its share of each
 * stand-alone section; 0 leaves it out), answer letters balanced, whole caselets for the caselet sections.
 */
export function DrawDialog({
  paper,
  topics,
  onDone,
  onCancel,
}: {
  paper: StudioPaper;
  topics: string[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [weights, setWeights] = useState<Record<string, string>>(() => Object.fromEntries(topics.map((t) => [t, '1'])));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const draw = async () => {
    const parsed = Object.entries(weights).map(([topic, w]) => [topic, Number(w)] as const);
    if (parsed.some(([, w]) => !Number.isFinite(w) || w < 0) || parsed.every(([, w]) => w === 0)) {
      setError('Each weight is a number of 0 or more, and at least one is above 0');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const drawn = await drawPaper(paper.id, Object.fromEntries(parsed));
      notify.success('Paper drawn from the bank', `${paper.title}: ${drawn.drafts} draft questions. Preview it, then publish it.`);
      onDone();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      title="Draw this paper from the bank?"
      confirmLabel="Draw"
      busyLabel="Drawing…"
      busy={busy}
      error={error}
      onConfirm={() => void draw()}
      onCancel={onCancel}
    >
      <p>
        <strong>{paper.title}</strong> is filled from the exam’s question bank to its blueprint: stand-alone questions by the weights below,
        with the answer letters balanced across A–D, and whole caselets. The questions leave the bank.
      </p>
      <Weights role="group" aria-label="Topic weights">
        {topics.map((topic) => (
          <label key={topic}>
            {topic}
            <input
              type="number"
              min={0}
              step="any"
              aria-label={`Weight of ${topic}`}
              value={weights[topic]}
              onChange={(e) => setWeights((all) => ({ ...all, [topic]: e.target.value }))}
            />
          </label>
        ))}
      </Weights>
    </ConfirmDialog>
  );
}
