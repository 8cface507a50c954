// The content lint (contracts/src/content-lint, issue 44) as the studio shows it: a paper's findings, each naming the
// question and saying why, above the import's commit and on the paper page before publishing.
import { useId } from 'react';
import { Table, theme, styled } from '@nism/shared-ui';
import { lintPaper, type Finding, type LintQuestion } from '@nism/contracts/content-lint';
import { plural } from './format';
import { Muted, Section, TableBlock } from './layout';

export type { Finding } from '@nism/contracts/content-lint';

const CHECK_LABELS: Record<Finding['check'], string> = {
  length: 'Length giveaway',
  leak: 'Cross-question leak',
  'key-pattern': 'Key pattern',
  'stale-fact': 'Stale fact',
  syllabus: 'Syllabus',
};

const Blocking = styled.p`
  color: ${theme.colors.danger};
  font-weight: 600;
`;

export const blockingCount = (findings: readonly Finding[]) => findings.filter((f) => f.severity === 'blocking').length;

/** The question a paper's questions are named by in the lint: "Question 7" (in paper order). */
export function lintStudioPaper(
  exam: string,
  title: string,
  questions: readonly {
    question_text: string;
    option_a: string;
    option_b: string;
    option_c: string;
    option_d: string;
    correct_option: string;
    explanation: string;
    marks: number;
    topic?: string | null;
    case?: { title: string; passage: string } | null;
  }[],
): Finding[] {
  const items: LintQuestion[] = questions.map((q, i) => ({
    ref: `Question ${i + 1}`,
    topic: q.topic ?? '',
    question: q.question_text,
    options: [q.option_a, q.option_b, q.option_c, q.option_d],
    answer: q.correct_option,
    explanation: q.explanation,
    marks: q.marks,
    ...(q.case ? { caseTitle: q.case.title, passage: q.case.passage } : {}),
  }));
  return lintPaper({ exam, paper: title, questions: items });
}

/**
 * The findings in a table (question, check, blocking or warning, why). `consequence` says what a blocking finding
 * stops here ("Nothing can be imported until the file is fixed").
 */
export function LintFindings({ findings, consequence }: { findings: readonly Finding[]; consequence: string }) {
  const headingId = useId();
  const blocking = blockingCount(findings);
  return (
    <Section as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>Content lint</h2>
      <Muted>
        The checks that keep a paper from being passed by pattern: the key as the longest option, one question answering another, patterns
        in the key letters, facts a rule has changed, topics off the syllabus.
      </Muted>
      {findings.length === 0 ? (
        <p>No findings.</p>
      ) : (
        <>
          {blocking > 0 ? (
            <Blocking>
              {plural(blocking, 'blocking finding')}. {consequence}
            </Blocking>
          ) : (
            <p>{plural(findings.length, 'warning')}: nothing blocks, but each is worth a look.</p>
          )}
          <TableBlock>
            <Table $stacked aria-label="Content lint findings">
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Check</th>
                  <th scope="col">Severity</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {findings.map((f, i) => (
                  <tr key={`${f.paper}-${f.ref ?? ''}-${f.check}-${i}`}>
                    <td>{f.ref ?? `${f.paper || 'The paper'} (whole paper)`}</td>
                    <td data-label="Check">{CHECK_LABELS[f.check]}</td>
                    <td data-label="Severity">{f.severity === 'blocking' ? 'Blocking' : 'Warning'}</td>
                    <td data-label="Why" data-wide>
                      {f.message}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableBlock>
        </>
      )}
    </Section>
  );
}
