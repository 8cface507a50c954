import { DEFAULT_LOCALE } from '@nism/contracts';
import { Page, useLocale, usePageMeta, styled } from '@nism/shared-ui';
import { nismExamsRead } from '../../features/exams/api/nism-exams-read';
import { prefetch, prerenderRead, usePageRead } from '../../lib/prefetch';
import { ExamCarousel } from '../../features/exams/components/ExamCarousel';
import { LoadError } from '../../lib/LoadError';
import { FeatureTiles } from './FeatureTiles';
import { Hero } from './Hero';
import { useMessages } from '../../lib/messages';

const SectionTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.5rem;
`;

/** The carousel's exams, started before the page renders. */
export const prefetchHomePage = (_params: unknown, locale = DEFAULT_LOCALE) => prefetch(nismExamsRead(locale));
/** The carousel's exams in the prerendered page. */
export const prerenderHomePage = (_params: unknown, locale = DEFAULT_LOCALE) => prerenderRead(nismExamsRead(locale));

export default function HomePage() {
  const t = useMessages();
  usePageMeta({ title: t.homeTitle(), description: t.homeDescription() });
  const exams = usePageRead(nismExamsRead(useLocale()));
  return (
    <Page>
      <Hero />
      <FeatureTiles />
      <div>
        <SectionTitle id="home-exams">{t.homeExamsHeading()}</SectionTitle>
        {exams.status === 'error' ? (
          <LoadError message={t.examsLoadError()} onRetry={exams.reload} />
        ) : (
          <ExamCarousel labelledBy="home-exams" exams={exams.data ?? null} />
        )}
      </div>
    </Page>
  );
}
