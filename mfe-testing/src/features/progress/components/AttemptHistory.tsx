import { paths } from '@nism/contracts';
import { Button, Link, Table, TableWrap } from '@nism/shared-ui';
import { formatNumber, headlinePercent } from '../../../lib/headline';
import { formatDuration, formatRemaining } from '../../../lib/time-format';
import type { ProgressAttempt, ProgressPaper } from '../api/fetch-exam-progress';

const NOT_AVAILABLE = 'Not available';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** An attempt whose deadline has passed without a submit is scored by the server on the next read: it is not running. */
function isRunning(a: ProgressAttempt, nowMs: number) {
  return !a.completed && new Date(a.deadline).getTime() > nowMs;
}

/** The headline: net marks of total marks and their percentage. */
function marks(a: ProgressAttempt) {
  if (a.net_marks === null || a.total_marks === null) return NOT_AVAILABLE;
  return `${formatNumber(a.net_marks)} / ${formatNumber(a.total_marks)} (${formatNumber(headlinePercent(a))}%)`;
}

function result(a: ProgressAttempt) {
  if (a.passed === null) return NOT_AVAILABLE;
  return a.passed ? 'Pass' : 'Fail';
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
  const attempts = [...paper.attempts].reverse();
  return (
    <TableWrap>
      <Table aria-label={`Attempts of ${paper.title}`} $stacked>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Time taken</th>
            <th scope="col">Marks</th>
            <th scope="col">Correct answers</th>
            <th scope="col">Result</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((a) => (
            <tr key={a.id}>
              <td>
                {dateFormat.format(new Date(a.start_time))}
                {a.retake && ' · retake'}
              </td>
              {a.completed ? (
                <>
                  <td data-label="Time taken">{a.time_taken_seconds === null ? NOT_AVAILABLE : formatDuration(a.time_taken_seconds)}</td>
                  <td data-label="Marks">{marks(a)}</td>
                  <td data-label="Correct answers">{a.score === null ? NOT_AVAILABLE : `${a.score}%`}</td>
                  <td data-label="Result">{result(a)}</td>
                  <td>
                    <Link to={paths.results(examId, paper.id, a.id)}>View results</Link>
                  </td>
                </>
              ) : isRunning(a, nowMs) ? (
                <>
                  <td colSpan={4}>In progress, {formatRemaining((new Date(a.deadline).getTime() - nowMs) / 1000)} left</td>
                  <td>
                    <Button as={Link} to={paths.attempt(examId, paper.id, a.id)}>
                      Resume
                    </Button>
                  </td>
                </>
              ) : (
                <td colSpan={5}>Time ran out; open the exam page to score it</td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
