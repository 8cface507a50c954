import { Page } from 'shared-ui';
import styled from 'styled-components';
import { fetchNismExams } from '../../api/fetchNismExams';
import { prefetch, takePrefetched } from '../../api/prefetch';
import { ExamCarousel } from '../../components/carousel/ExamCarousel';
import { LoadError } from '../../components/LoadError';
import { useLoad } from '../../hooks/useLoad';
import { FeatureTiles } from './FeatureTiles';
import { Hero } from './Hero';

const SectionTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.5rem;
`;

const loadExams = () => takePrefetched('exams', fetchNismExams);

/** The carousel's exams, started before the page renders. */
export const prefetchHomePage = () => prefetch('exams', fetchNismExams);

export default function HomePage() {
  const exams = useLoad(loadExams, []);
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
