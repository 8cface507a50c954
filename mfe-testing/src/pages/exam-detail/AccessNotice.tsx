import { paths } from '@nism/contracts';
import { Link, theme, styled, richMessage } from '@nism/shared-ui';
import type { ExamAccess } from '../../features/papers/api/fetch-exam-access';
import { useMessages } from '../../lib/messages';

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
  const t = useMessages();
  if (access === 'completed') return null;
  const plans = paths.plans(examId);
  return (
    <Note role="note">
      <p>
        {access === 'demo'
          ? richMessage(t.accessDemo, { link: <Link to={plans}>{t.accessDemoLink()}</Link> })
          : richMessage(t.accessNone, { link: <Link to={plans}>{t.accessNoneLink()}</Link> })}
      </p>
    </Note>
  );
}
