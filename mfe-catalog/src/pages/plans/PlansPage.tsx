import { DEFAULT_LOCALE, paths, type Locale } from '@nism/contracts';
import { useEffect } from 'react';
import {
  media,
  notify,
  theme,
  Page,
  PageTitle,
  Spinner,
  Subtitle,
  useLocale,
  useNavigate,
  useParams,
  usePageMeta,
  styled,
} from '@nism/shared-ui';
import { fetchExam } from '../../features/exams/api/fetch-exam';
import { fetchExamPlans } from '../../features/exams/api/fetch-exam-plans';
import { inLanguage, prefetch, prerenderRead, usePageRead, type PageRead } from '../../lib/prefetch';
import { translateExam, translatePlan } from '../../features/exams/api/translate-texts';
import { BackButton } from '../../lib/BackButton';
import { useHasActiveAccess } from '../../lib/purchases/use-has-active-access';
import { PlanCard } from './PlanCard';
import { usePurchase } from './use-purchase';
import { useMessages } from '../../lib/messages';

const Plans = styled.div`
  display: grid;
  gap: 2rem 1.5rem;
  grid-template-columns: 1fr;
  align-items: stretch;
  margin-top: 1rem;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Note = styled.p`
  margin: 1.5rem 0 0;
  color: ${theme.colors.muted};
  text-align: center;
`;

async function loadPlans(examId: string) {
  const [exam, plans] = await Promise.all([fetchExam(examId), fetchExamPlans(examId)]);
  if (!exam || plans.length === 0) throw new Error(`No plans for exam ${examId}`);
  return { exam, plans };
}

const plansRead = (examId: string, locale: Locale): PageRead<Awaited<ReturnType<typeof loadPlans>>> =>
  inLanguage({ key: `plans:${examId}`, load: () => loadPlans(examId) }, locale, ({ exam, plans }, translations) => ({
    exam: translateExam(exam, translations),
    plans: plans.map((plan) => translatePlan(plan, translations)),
  }));

/** The exam and its plans, started before the page renders. */
export const prefetchPlansPage = ({ examId = '' }: Record<string, string>, locale = DEFAULT_LOCALE) => prefetch(plansRead(examId, locale));
/** The exam and its plans in the prerendered page (prices are read again at checkout, from the database). */
export const prerenderPlansPage = ({ examId = '' }: Record<string, string>, locale = DEFAULT_LOCALE) =>
  prerenderRead(plansRead(examId, locale));

export default function PlansPage() {
  const t = useMessages();
  const { examId = '' } = useParams();
  const navigate = useNavigate();
  const page = usePageRead(plansRead(examId, useLocale()));
  const exam = page.data?.exam ?? null;
  usePageMeta({
    title: exam ? t.plansTitle({ exam: exam.name }) : t.plansTitleLoading(),
    description: t.plansDescription(),
  });
  const { processingPlanId, buy, hrefFor } = usePurchase(exam);
  // The server refuses a free trial while a paid plan runs: it is not offered then.
  const paidActive = useHasActiveAccess(examId, 'paid');

  const failed = page.status === 'error';
  useEffect(() => {
    if (!failed) return;
    notify.error(t.plansLoadError());
    navigate(paths.exams(), { replace: true });
  }, [failed, navigate, t]);

  if (page.status !== 'ready') return <Spinner />;
  const { plans } = page.data;
  return (
    <Page>
      <BackButton />
      <PageTitle>{t.plansHeading({ exam: page.data.exam.name })}</PageTitle>
      <Subtitle>{t.plansSubtitle()}</Subtitle>
      <Plans>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            processing={processingPlanId === plan.id}
            disabled={processingPlanId !== null}
            onChoose={buy}
            href={hrefFor(plan)}
            unavailable={plan.price === 0 && paidActive ? t.freeTrialIncluded() : undefined}
          />
        ))}
      </Plans>
      {/* What the tax invoice says of the price paid: the total includes GST (tax is split out of it, never added). */}
      <Note>{t.pricesIncludeGst()}</Note>
    </Page>
  );
}
