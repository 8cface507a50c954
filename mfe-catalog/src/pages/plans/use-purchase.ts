import { useCallback, useRef, useState } from 'react';
import { notify, useLocale, useNavigate } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { type ExamPlanRow } from '@nism/db-types';
import { isPurchaseOutcome, paths } from '@nism/contracts';
import { loadRemoteModule } from '@nism/platform';

const CHECKOUT_UNAVAILABLE = [
  'Checkout unavailable',
  'The payment service could not be loaded. Please try again in a few minutes.',
] as const;

/** Where a visitor's choice of `plan` leads: the login page, which brings them back to the plans (or the demo). */
export const visitorPlanTarget = (examId: string, plan: Pick<ExamPlanRow, 'price'>) =>
  paths.login(plan.price === 0 ? paths.plansForDemo(examId) : paths.plans(examId));

/**
 * Buying a plan: catalog owns only the processing state (one plan at a time); the checkout remote runs
 * the purchase, shows its toasts and navigates. Every way the purchase can end clears the state.
 */
export function usePurchase(exam: { id: string; name: string } | null) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const locale = useLocale();
  const [processingPlanId, setProcessingPlanId] = useState<string | null>(null);
  // A second click can land before React re-renders the disabled buttons.
  const busy = useRef(false);

  const buy = useCallback(
    async (plan: ExamPlanRow) => {
      if (!user) {
        // The spec's message, then the login page, which brings the learner back here (the demo one tap away).
        notify.error('Please login to purchase this plan.');
        if (exam) navigate(visitorPlanTarget(exam.id, plan));
        return;
      }
      if (!exam || busy.current) return;
      busy.current = true;
      setProcessingPlanId(plan.id);
      try {
        let checkout;
        try {
          checkout = await loadRemoteModule('checkout/purchase');
        } catch {
          notify.error(...CHECKOUT_UNAVAILABLE);
          return;
        }
        const fullName = user.user_metadata?.full_name as string | undefined;
        const outcome: unknown = await checkout.purchasePlan(
          { exam: { id: exam.id, name: exam.name }, plan, user: { id: user.id, email: user.email ?? '', fullName } },
          { navigate, locale },
        );
        if (!isPurchaseOutcome(outcome)) notify.error(...CHECKOUT_UNAVAILABLE);
      } catch {
        // Checkout reports its own failures; a throw means it broke before it could.
        notify.error('An error occurred', 'Please try again later.');
      } finally {
        busy.current = false;
        setProcessingPlanId(null);
      }
    },
    [exam, locale, navigate, user],
  );

  /** A visitor's plan buttons are links to the login page (PlanCard `href`): they work before the scripts run. */
  const hrefFor = (plan: ExamPlanRow) => (!user && exam ? visitorPlanTarget(exam.id, plan) : undefined);

  return { processingPlanId, buy, hrefFor };
}
