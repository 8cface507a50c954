import { paths } from '@nism/contracts';
import { Button, Link, Table, TableWrap, useLocaleTag } from '@nism/shared-ui';
import { useMessages, type Messages } from '../../../lib/messages';
import { useDatabaseText } from '../../../lib/use-database-text';
import { formatNumber, headlinePercent } from '../../../lib/headline';
import { formatDuration, formatRemaining } from '../../../lib/time-format';
import type { ProgressAttempt, ProgressPaper } from '../api/fetch-exam-progress';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** '6 Dec 2026, 10:30 am' ('en-IN'), the same in Hindi ('hi-IN'). */
function formatDate(iso: string, localeTag: string): string {
  let format = dateFormats.get(localeTag);
  if (!format) dateFormats.set(localeTag, (format = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short' })));
  return format.format(new Date(iso));
}

/** An attempt whose deadline has passed without a submit is scored by the server on the next read: it is not running. */
function isRunning(a: ProgressAttempt, nowMs: number) {
  return !a.completed && new Date(a.deadline).getTime() > nowMs;
}

/** The headline: net marks of total marks and their percentage. */
function marks(a: ProgressAttempt, t: Messages) {
  if (a.net_marks === null || a.total_marks === null) return t.notAvailable();
  return `${formatNumber(a.net_marks)} / ${formatNumber(a.total_marks)} (${formatNumber(headlinePercent(a))}%)`;
}

function result(a: ProgressAttempt, t: Messages) {
  if (a.passed === null) return t.notAvailable();
  return a.passed ? t.pass() : t.fail();
}

interface Props {
  examId: string;
  paper: ProgressPaper;
  /** The server's clock, for the time left of a running attempt. */
  nowMs: number;
}

/**
 * Every attempt of one paper, newest first: date (and whether a retake), time taken, marks, correct answers, pass or
 * fail, and its results. On a
 * phone each attempt is a card.
 */
export function AttemptHistory({ examId, paper, nowMs }: Props) {
  const t = useMessages();
  const text = useDatabaseText();
  const localeTag = useLocaleTag();
  const attempts = [...paper.attempts].reverse();
  return (
    <TableWrap>
      <Table aria-label={t.attemptsOf({ paper: text(paper.title) })} $stacked>
        <thead>
          <tr>
            <th scope="col">{t.date()}</th>
            <th scope="col">{t.timeTaken()}</th>
            <th scope="col">{t.marks()}</th>
            <th scope="col">{t.correctAnswers()}</th>
            <th scope="col">{t.result()}</th>
            <th scope="col">
              <span className="visually-hidden">{t.action()}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((a) => (
            <tr key={a.id}>
              <td>
                {formatDate(a.start_time, localeTag)}
                {a.retake && ` · ${t.retake()}`}
              </td>
              {a.completed ? (
                <>
                  <td data-label={t.timeTaken()}>
                    {a.time_taken_seconds === null ? t.notAvailable() : formatDuration(a.time_taken_seconds, t)}
                  </td>
                  <td data-label={t.marks()}>{marks(a, t)}</td>
                  <td data-label={t.correctAnswers()}>{a.score === null ? t.notAvailable() : `${a.score}%`}</td>
                  <td data-label={t.result()}>{result(a, t)}</td>
                  <td>
                    <Link to={paths.results(examId, paper.id, a.id)}>{t.viewResults()}</Link>
                  </td>
                </>
              ) : isRunning(a, nowMs) ? (
                <>
                  <td colSpan={4}>{t.inProgressLeft({ time: formatRemaining((new Date(a.deadline).getTime() - nowMs) / 1000) })}</td>
                  <td>
                    <Button as={Link} to={paths.attempt(examId, paper.id, a.id)}>
                      {t.resume()}
                    </Button>
                  </td>
                </>
              ) : (
                <td colSpan={5}>{t.timeRanOut()}</td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
