import { useCallback } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@nism/contracts';
import { Page, PageTitle, Spinner, useLocale, usePageMeta, styled } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { prerenderedData, visitorOnly } from '@nism/platform';
import type { ExamRow } from '@nism/db-types';
import { fetchMyPurchases } from '../../lib/purchases/fetch-my-purchases';
import { PurchasesKnown } from '../../lib/purchases/use-has-active-access';
import { nismExamsRead } from '../../features/exams/api/nism-exams-read';
import { prefetch, prerenderRead, takePrefetched } from '../../lib/prefetch';
import { ExamCarousel } from '../../features/exams/components/ExamCarousel';
import { LoadError } from '../../lib/LoadError';
import { useLoad } from '@nism/shared-hooks';
import { MyExamsTable } from './MyExamsTable';
import { useMessages } from '../../lib/messages';

const Section = styled.div`
  margin-bottom: 2.5rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.5rem;
  }
`;

/** Both reads at once: the exam list for everyone, purchases only for a signed-in learner. */
async function loadExamsPage(userId: string | null, locale: Locale) {
  const [exams, purchases] = await Promise.all([takePrefetched(nismExamsRead(locale)), userId ? fetchMyPurchases() : null]);
  return { exams, purchases };
}

/** The public half of the page's reads, started before the page renders. */
export const prefetchExamsPage = (_params: unknown, locale = DEFAULT_LOCALE) => prefetch(nismExamsRead(locale));
/** The prerendered page is a visitor's: the exam list without My Exams. */
export const prerenderExamsPage = (_params: unknown, locale = DEFAULT_LOCALE) => prerenderRead(nismExamsRead(locale));

export default function ExamsPage() {
  const t = useMessages();
  usePageMeta({ title: t.examsTitle(), description: t.examsDescription() });
  const { user, loading: authLoading } = useAuth();
  const locale = useLocale();
  const userId = user?.id ?? null;
  // Until the session is read we cannot know whose purchases to show: stay 'Loading...' rather than
  // flash the signed-out page; the load reruns when auth settles.
  const visitor = !userId && !authLoading;
  const prerendered = prerenderedData<ExamRow[]>(nismExamsRead(locale).key);
  const page = useLoad(
    useCallback(() => (authLoading ? new Promise<never>(() => {}) : loadExamsPage(userId, locale)), [authLoading, userId, locale]),
    visitor && prerendered ? { exams: prerendered, purchases: null } : undefined,
  );

  if (page.status === 'loading') {
    return (
      <Page>
        <Spinner />
      </Page>
    );
  }
  if (page.status === 'error') {
    return (
      <Page>
        <PageTitle>{t.exams()}</PageTitle>
        <LoadError message={t.examsLoadError()} onRetry={page.reload} />
      </Page>
    );
  }
  const { exams, purchases } = page.data;
  return (
    // A learner whose session is not yet known sees nothing of the visitor's page rather than its later shift.
    <Page {...(purchases ? {} : visitorOnly)}>
      <h1 className="visually-hidden">{t.exams()}</h1>
      {purchases && (
        <Section>
          <h2 id="my-exams-title">{t.myExams()}</h2>
          <MyExamsTable purchases={purchases} labelledBy="my-exams-title" />
        </Section>
      )}
      <Section>
        <h2 id="all-exams-title">{t.allExams()}</h2>
        {/* The cards' Go to tests / Try Free follow the purchases read above: one read of them per visit. */}
        {/* A signed-in learner's shown before their purchases are read (the prerendered page): the page reads them. */}
        <PurchasesKnown purchases={purchases ?? (userId ? 'pending' : null)}>
          <ExamCarousel labelledBy="all-exams-title" exams={exams} />
        </PurchasesKnown>
      </Section>
    </Page>
  );
}
