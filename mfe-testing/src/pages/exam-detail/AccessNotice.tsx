import { paths } from '@nism/contracts';
import { Link, theme, styled } from '@nism/shared-ui';
import type { ExamAccess } from '../../features/papers/api/fetch-exam-access';

const Note = styled.div`
  border: 1px solid ${theme.colors.accent};
  background: #fffbeb;
  border-radius: ${theme.radius};
  padding: 1rem 1.25rem;
  margin-bottom: 1.5rem;
  p {
    margin: 0;
  }
`;

/** Says why papers are missing (no active plan) or limited (a free demo), and where to get more. */
export function AccessNotice({ examId, access }: { examId: string; access: ExamAccess }) {
  if (access === 'completed') return null;
  const plans = paths.plans(examId);
  return (
    <Note role="note">
      {access === 'demo' ? (
        <p>
          Your free demo includes the Demo Questions paper only. <Link to={plans}>Choose a plan</Link> to unlock every mock test.
        </p>
      ) : (
        <p>
          You don&apos;t have an active plan for this exam, so no test papers are available yet. A plan may have expired, or none has been
          bought. <Link to={plans}>View plans for this exam</Link> to start practising.
        </p>
      )}
    </Note>
  );
}
