import { paths } from '@nism/contracts';
import { Button, Link, styled } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { visitorOnly } from '@nism/platform';
import { useHasActiveAccess } from '../../../lib/purchases/use-has-active-access';
import { useMessages } from '../../../lib/messages';

const Row = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  > * {
    flex: 1 1 8rem;
  }
`;

/**
 * Where Try Free and Buy Now lead: the plans when signed in, else the login page (spec §2 Home), which carries the
 * learner's intent as `next` and brings them back to the exam's plans after signing in or up.
 */
export function planTarget(examId: string, signedIn: boolean, demo = false): string {
  const plans = demo ? paths.plansForDemo(examId) : paths.plans(examId);
  return signedIn ? plans : paths.login(plans);
}

/**
 * The Try Free / Buy Now pair of an exam card and the info page. `describedBy` names the exam for
 * screen readers, since a page holds several links with the same visible text. With an active purchase the
 * learner's tests come first, and no free trial is offered (the server would refuse it).
 */
export function ExamActions({ examId, describedBy }: { examId: string; describedBy?: string }) {
  const t = useMessages();
  const { user } = useAuth();
  const hasAccess = useHasActiveAccess(examId);
  const to = planTarget(examId, Boolean(user));
  const demo = planTarget(examId, Boolean(user), true);
  if (hasAccess) {
    return (
      <Row>
        <Button as={Link} to={paths.examDetail(examId)} aria-describedby={describedBy}>
          {t.goToTests()}
        </Button>
        <Button as={Link} to={to} $variant="secondary" aria-describedby={describedBy}>
          {t.buyNow()}
        </Button>
      </Row>
    );
  }
  return (
    <Row {...(user ? {} : visitorOnly)}>
      <Button as={Link} to={demo} $variant="secondary" aria-describedby={describedBy}>
        {t.tryFree()}
      </Button>
      <Button as={Link} to={to} aria-describedby={describedBy}>
        {t.buyNow()}
      </Button>
    </Row>
  );
}
