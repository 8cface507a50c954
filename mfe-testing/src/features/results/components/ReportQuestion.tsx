import { type FormEvent, useId, useState } from 'react';
import { Button, notify, theme, styled } from '@nism/shared-ui';
import { isRateLimited, REPORT_REASONS, reportQuestion, type QuestionReport, type ReportReason } from '../api/report-question';

export const REPORT_SENT = 'Thanks: your report was sent';
export const REPORT_ERROR = 'Could not send your report. Please try again.';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  margin-top: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.35rem;
  }
  legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 32px;
  }
  textarea {
    width: 100%;
    min-height: 4rem;
    font: inherit;
    padding: 0.5rem;
    border: 1px solid ${theme.colors.border};
    border-radius: 8px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const Reported = styled.p`
  margin: 0.75rem 0 0;
  color: ${theme.colors.muted};
`;

interface Props {
  questionId: string;
  number: number;
  report: QuestionReport | undefined;
  onReported: (report: QuestionReport) => void;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** What the content team did about the learner's report, once it did something. */
function Outcome({ report }: { report: QuestionReport }) {
  if (report.status === 'fixed' && report.resolved_at)
    return <Reported>Fixed on {dateFormat.format(new Date(report.resolved_at))}.</Reported>;
  // The reason is the team's text: rendered as text, never as markup.
  if (report.status === 'dismissed') return <Reported>Reviewed: no change, {report.resolution_note}</Reported>;
  return null;
}

/** Report a problem with a reviewed question: a reason and an optional note; a second report updates the first. */
export function ReportQuestion({ questionId, number, report, onReported }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(report?.reason ?? null);
  const [note, setNote] = useState(report?.note ?? '');
  const [sending, setSending] = useState(false);
  const noteId = useId();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    setSending(true);
    try {
      onReported(await reportQuestion(questionId, reason, note));
      notify.success(REPORT_SENT, 'We will check this question and correct it if needed.');
      setOpen(false);
    } catch (error) {
      notify.error(isRateLimited(error) ? (error as Error).message : REPORT_ERROR);
    } finally {
      setSending(false);
    }
  };

  if (!open) {
    return (
      <Row>
        {report && <Reported>You reported this question: {REPORT_REASONS[report.reason].toLowerCase()}.</Reported>}
        {report && <Outcome report={report} />}
        <Button type="button" $variant="ghost" onClick={() => setOpen(true)}>
          {report ? 'Change report' : 'Report a problem'}
          {/* The visible words start the name, so speech users can say them. */}
          <span className="visually-hidden">{` ${report ? 'of' : 'with'} question ${number}`}</span>
        </Button>
      </Row>
    );
  }
  return (
    <Form onSubmit={send} aria-label={`Report question ${number}`}>
      <fieldset>
        <legend>What is wrong with this question?</legend>
        {(Object.keys(REPORT_REASONS) as ReportReason[]).map((key) => (
          <label key={key}>
            <input type="radio" name={`reason-${questionId}`} value={key} checked={reason === key} onChange={() => setReason(key)} />
            {REPORT_REASONS[key]}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor={noteId}>Note (optional)</label>
        <textarea id={noteId} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <Row>
        <Button type="submit" disabled={!reason || sending}>
          {sending ? 'Sending...' : 'Send report'}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Row>
    </Form>
  );
}
