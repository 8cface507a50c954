import { useId } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@nism/contracts';
import { Card, media, Page, PageTitle, Spinner, Subtitle, theme, useLocale, useParams, usePageMeta, styled } from '@nism/shared-ui';
import { fetchExam } from '../../features/exams/api/fetch-exam';
import { fetchExamInfo } from '../../features/exams/api/fetch-exam-info';
import { BackButton } from '../../lib/BackButton';
import { ExamActions } from '../../features/exams/components/ExamActions';
import { LoadError } from '../../lib/LoadError';
import { ExamNotFound } from '../../lib/NotFound';
import { inLanguage, prefetch, prerenderRead, usePageRead, type PageRead } from '../../lib/prefetch';
import { translateExam, translateExamInfo } from '../../features/exams/api/translate-texts';
import { AssessmentTable } from './AssessmentTable';
import { ExamFacts } from './ExamFacts';
import { useMessages } from '../../lib/messages';

const Section = styled.section`
  margin-bottom: 1.75rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.3rem;
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
`;

const Footer = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;

async function loadInfo(examId: string) {
  const [exam, info] = await Promise.all([fetchExam(examId), fetchExamInfo(examId)]);
  return exam && info ? { exam, info } : null;
}

const infoRead = (examId: string, locale: Locale): PageRead<Awaited<ReturnType<typeof loadInfo>>> =>
  inLanguage({ key: `info:${examId}`, load: () => loadInfo(examId) }, locale, (loaded, translations) =>
    loaded ? { exam: translateExam(loaded.exam, translations), info: translateExamInfo(loaded.info, translations) } : null,
  );

/** The exam and its information, started before the page renders. */
export const prefetchExamInfoPage = ({ examId = '' }: Record<string, string>, locale = DEFAULT_LOCALE) =>
  prefetch(infoRead(examId, locale));
/** The exam and its information in the prerendered page. */
export const prerenderExamInfoPage = ({ examId = '' }: Record<string, string>, locale = DEFAULT_LOCALE) =>
  prerenderRead(infoRead(examId, locale));

/** An exam's information page, rendered from its own exam_info row (not one hard-coded exam). */
export default function ExamInfoPage() {
  const t = useMessages();
  const { examId = '' } = useParams();
  const titleId = useId();
  const page = usePageRead(infoRead(examId, useLocale()));
  const loaded = page.status === 'ready' ? page.data : null;
  usePageMeta({
    title: loaded ? t.infoTitle({ title: loaded.info.title }) : t.infoTitleLoading(),
    description: loaded?.exam.description ?? t.infoDescription(),
  });

  if (page.status === 'loading') return <Spinner />;
  if (page.status === 'error') {
    return (
      <Page>
        <LoadError message={t.infoLoadError()} onRetry={page.reload} />
      </Page>
    );
  }
  if (!page.data) return <ExamNotFound />;
  const { exam, info } = page.data;
  return (
    <Page>
      <BackButton />
      <PageTitle id={titleId}>{info.title}</PageTitle>
      {exam.description && <Subtitle>{exam.description}</Subtitle>}
      <ExamFacts info={info} />
      <Section aria-labelledby="info-levels">
        <h2 id="info-levels">{t.infoLevels()}</h2>
        <p>{info.certification_levels}</p>
      </Section>
      <Section aria-labelledby="info-requirement">
        <h2 id="info-requirement">{t.infoRequirement()}</h2>
        <p>{info.requirement}</p>
      </Section>
      <Section aria-labelledby="info-aim">
        <h2 id="info-aim">{t.infoAim()}</h2>
        <p>{info.aim}</p>
      </Section>
      <Section aria-labelledby="info-objectives">
        <h2 id="info-objectives">{t.infoObjectives()}</h2>
        <ul>
          {info.objectives.map((objective) => (
            <li key={objective}>{objective}</li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="info-structure">
        <h2 id="info-structure">{t.infoStructure()}</h2>
        <AssessmentTable structure={info.structure} totalMarks={info.total_marks} />
      </Section>
      <Footer>
        <p>{t.infoCta()}</p>
        <ExamActions examId={exam.id} describedBy={titleId} />
      </Footer>
    </Page>
  );
}
