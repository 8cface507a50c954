import { Page, usePageMeta, styled } from '@nism/shared-ui';
import { nismExamsRead } from '../../features/exams/api/fetch-nism-exams';
import { prefetch, prerenderRead, usePageRead } from '../../lib/prefetch';
import { ExamCarousel } from '../../features/exams/components/ExamCarousel';
import { LoadError } from '../../lib/LoadError';
import { FeatureTiles } from './FeatureTiles';
import { Hero } from './Hero';

const SectionTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.5rem;
`;

/** The carousel's exams, started before the page renders. */
export const prefetchHomePage = () => prefetch(nismExamsRead);
/** The carousel's exams in the prerendered page. */
export const prerenderHomePage = () => prerenderRead(nismExamsRead);

export default function HomePage() {
  usePageMeta({
    title: 'Mock tests for NISM certifications',
    description:
      'Timed NISM mock tests with explanations: practise for NISM Series X-A, X-B, V-A, VIII, XV and VII, with a free demo test for each.',
  });
  const exams = usePageRead(nismExamsRead);
  return (
    <Page>
      <Hero />
      <FeatureTiles />
      <div>
        <SectionTitle id="home-exams">NISM Certification Exams</SectionTitle>
        {exams.status === 'error' ? (
          <LoadError message="We could not load the exams. Please try again later." onRetry={exams.reload} />
        ) : (
          <ExamCarousel labelledBy="home-exams" exams={exams.data ?? null} />
        )}
      </div>
    </Page>
  );
}
