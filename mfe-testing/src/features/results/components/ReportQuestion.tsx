import { type FormEvent, useId, useState } from 'react';
import { Button, notify, theme, styled, useLocaleTag } from '@nism/shared-ui';
import { english, useMessages, type Messages } from '../../../lib/messages';
import { isRateLimited, REPORT_REASONS, reportQuestion, type QuestionReport, type ReportReason } from '../api/report-question';

export const REPORT_SENT = english.reportSent();
export const REPORT_ERROR = english.reportError();

/** Each reason's words (the database keeps the key). */
const REASON_TEXT: Record<ReportReason, keyof Messages> = {
  wrong_key: 'reasonWrongKey',
  unclear_wording: 'reasonUnclear',
  outdated_fact: 'reasonOutdated',
  typo: 'reasonTypo',
};

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

/** What the content team did about the learner's report, once it did something. */
function Outcome({ report }: { report: QuestionReport }) {
  const t = useMessages();
  const localeTag = useLocaleTag();
  if (report.status === 'fixed' && report.resolved_at) {
    const date = new Date(report.resolved_at).toLocaleDateString(localeTag, { day: 'numeric', month: 'long', year: 'numeric' });
    return <Reported>{t.fixedOn({ date })}</Reported>;
  }
  // The reason is the team's text: rendered as text, never as markup.
  if (report.status === 'dismissed') return <Reported>{t.reviewedNoChange({ note: report.resolution_note ?? '' })}</Reported>;
  return null;
}

/** Report a problem with a reviewed question: a reason and an optional note; a second report updates the first. */
export function ReportQuestion({ questionId, number, report, onReported }: Props) {
  const t = useMessages();
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
      notify.success(t.reportSent(), t.reportSentText());
      setOpen(false);
    } catch (error) {
      notify.error(isRateLimited(error) ? (error as Error).message : t.reportError());
    } finally {
      setSending(false);
    }
  };

  if (!open) {
    return (
      <Row>
        {report && <Reported>{t.youReported({ reason: t[REASON_TEXT[report.reason]]().toLowerCase() })}</Reported>}
        {report && <Outcome report={report} />}
        <Button type="button" $variant="ghost" onClick={() => setOpen(true)}>
          {report ? t.changeReport() : t.reportProblem()}
          {/* The visible words start the name, so speech users can say them. */}
          <span className="visually-hidden">{` ${report ? t.reportOfQuestion({ n: number }) : t.reportWithQuestion({ n: number })}`}</span>
        </Button>
      </Row>
    );
  }
  return (
    <Form onSubmit={send} aria-label={t.reportQuestion({ n: number })}>
      <fieldset>
        <legend>{t.whatIsWrong()}</legend>
        {(Object.keys(REPORT_REASONS) as ReportReason[]).map((key) => (
          <label key={key}>
            <input type="radio" name={`reason-${questionId}`} value={key} checked={reason === key} onChange={() => setReason(key)} />
            {t[REASON_TEXT[key]]()}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor={noteId}>{t.noteOptional()}</label>
        <textarea id={noteId} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <Row>
        <Button type="submit" disabled={!reason || sending}>
          {sending ? t.sending() : t.sendReport()}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
          {t.cancel()}
        </Button>
      </Row>
    </Form>
  );
}
