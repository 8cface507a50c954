import { planTitle } from '@nism/contracts';
import { useEffect, useState } from 'react';
import { Button, Card, Grid, notify, Page, PageTitle, Subtitle, useNavigate } from '@nism/shared-ui';
import { StandaloneSignIn } from '@nism/dev-harness';
import { useAuth } from '@nism/shared-auth';
import { type ExamPlanRow } from '@nism/db-types';
import { listExamsWithPlans, type ExamWithPlans } from '../qa/api/list-exams-with-plans';
import { purchasePlan } from '../../features/purchase/flow/purchase-plan';

const planLabel = (p: ExamPlanRow) => `${planTitle(p.duration_days)} · ${p.price === 0 ? 'Free' : `₹${p.price}`}`;

/** QA harness at '/': every seeded exam's plans, bought through the same purchasePlan catalog calls. */
export function QaPlansPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [exams, setExams] = useState<ExamWithPlans[] | null>(null);
  const [processing, setProcessing] = useState<string | null>(null);

  useEffect(() => {
    listExamsWithPlans().then(setExams, (e: Error) => notify.error('Failed to load exam plans. Please try again later.', e.message));
  }, []);

  const buy = async (exam: ExamWithPlans, plan: ExamPlanRow) => {
    if (!user) return notify.error('Please login to purchase this plan.');
    setProcessing(plan.id);
    try {
      const fullName = user.user_metadata?.full_name as string | undefined;
      await purchasePlan(
        { exam: { id: exam.id, name: exam.name }, plan, user: { id: user.id, email: user.email ?? '', fullName } },
        { navigate },
      );
    } finally {
      setProcessing(null);
    }
  };

  return (
    <Page>
      <PageTitle>Checkout QA</PageTitle>
      <Subtitle>Buy any seeded plan through checkout/purchase, against the local Razorpay sandbox.</Subtitle>
      <StandaloneSignIn defaultEmail="newcomer@example.com" />
      {!exams ? (
        <p>Loading...</p>
      ) : (
        <Grid $cols={2}>
          {exams.map((exam) => (
            <Card key={exam.id} as="section" aria-label={exam.name}>
              <h2 style={{ fontSize: '1.05rem', marginTop: 0 }}>{exam.name}</h2>
              {[...exam.exam_plans]
                .sort((a, b) => a.price - b.price)
                .map((plan) => (
                  <p key={plan.id}>
                    <Button type="button" $variant="secondary" disabled={processing !== null} onClick={() => void buy(exam, plan)}>
                      {processing === plan.id ? 'Processing...' : `Buy ${planLabel(plan)}`}
                    </Button>
                  </p>
                ))}
            </Card>
          ))}
        </Grid>
      )}
    </Page>
  );
}
