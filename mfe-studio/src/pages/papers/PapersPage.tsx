import { useCallback, useState } from 'react';
import { Spinner } from '@nism/shared-ui';
import { fetchExamFacts } from '../../features/papers/api/fetch-exam-facts';
import { fetchPapers } from '../../features/papers/api/fetch-papers';
import { fetchPlans } from '../../features/papers/api/fetch-plans';
import { fetchStudioOptions } from '../../features/questions/api/fetch-studio-options';
import { useStaffRole } from '../../features/staff-gate/hooks/use-staff-role';
import { describeError } from '../../lib/errors';
import { Muted, Section, SelectLabel, Toolbar } from '../../lib/layout';
import { LoadError } from '../../lib/LoadError';
import { StudioPage } from '../../lib/StudioPage';
import { useLoad } from '@nism/shared-hooks';
import { useSearchParams } from '../../lib/use-search-params';
import { BlueprintForm } from './BlueprintForm';
import { ExamTextsForm } from './ExamTextsForm';
import { NewPaperForm } from './NewPaperForm';
import { PaperTable } from './PaperTable';
import { PlanPrices } from './PlanPrices';

function ExamPapers({ examId, topics, admin }: { examId: string; topics: string[]; admin: boolean }) {
  const facts = useLoad(useCallback(() => fetchExamFacts(examId), [examId]));
  const papers = useLoad(useCallback(() => fetchPapers(examId), [examId]));
  const plans = useLoad(useCallback(() => fetchPlans(examId), [examId]));
  // A saved blueprint changes what the papers are checked against: both reload.
  const [saves, setSaves] = useState(0);
  const reloadAll = () => {
    setSaves((n) => n + 1);
    facts.reload();
    papers.reload();
  };
  return (
    <>
      <Section as="section" aria-labelledby="blueprint-heading">
        <h2 id="blueprint-heading">Blueprint</h2>
        <Muted>The exam’s structure as its information page shows it, as marking reads it and as a full-length paper must match it.</Muted>
        {facts.status === 'loading' && <Spinner label="Loading the blueprint…" minHeight="10vh" />}
        {facts.status === 'error' && (
          <LoadError message={`The blueprint did not load: ${describeError(facts.error)}`} onRetry={facts.reload} />
        )}
        {facts.status === 'ready' &&
          (facts.data ? (
            <BlueprintForm key={`${examId}-${saves}`} examId={examId} facts={facts.data} admin={admin} onSaved={reloadAll} />
          ) : (
            <Muted>This exam has no information page yet.</Muted>
          ))}
      </Section>
      <Section as="section" aria-labelledby="texts-heading">
        <h2 id="texts-heading">Exam information</h2>
        <Muted>The texts of the exam’s information page. A number a text states must be one the blueprint has.</Muted>
        {facts.status === 'ready' && facts.data && (
          <ExamTextsForm key={`${examId}-${saves}`} examId={examId} facts={facts.data} admin={admin} onSaved={reloadAll} />
        )}
      </Section>
      <Section as="section" aria-labelledby="papers-heading">
        <h2 id="papers-heading">Papers</h2>
        {papers.status === 'loading' && <Spinner label="Loading papers…" minHeight="10vh" />}
        {papers.status === 'error' && (
          <LoadError message={`The papers did not load: ${describeError(papers.error)}`} onRetry={papers.reload} />
        )}
        {papers.status === 'ready' && <PaperTable papers={papers.data} topics={topics} admin={admin} onChanged={papers.reload} />}
      </Section>
      <Section as="section" aria-labelledby="plans-heading">
        <h2 id="plans-heading">Plans and prices</h2>
        {plans.status === 'loading' && <Spinner label="Loading plans…" minHeight="10vh" />}
        {plans.status === 'error' && <LoadError message={`The plans did not load: ${describeError(plans.error)}`} onRetry={plans.reload} />}
        {plans.status === 'ready' && <PlanPrices plans={plans.data} admin={admin} onChanged={plans.reload} />}
      </Section>
      {admin && (
        <Section as="section" aria-labelledby="new-paper-heading">
          <h2 id="new-paper-heading">New paper</h2>
          <NewPaperForm examId={examId} onCreated={papers.reload} />
        </Section>
      )}
    </>
  );
}

/**
 * Each exam's blueprint, papers and plans: editors read them; admins change the blueprint, create, publish and retire
 * papers and schedule prices.
 */
export default function PapersPage() {
  const admin = useStaffRole() === 'admin';
  const options = useLoad(fetchStudioOptions);
  const [params, setParams] = useSearchParams();
  const examParam = params.get('exam');
  const exams = options.data?.exams ?? [];
  const examId = exams.some((e) => e.id === examParam) ? examParam : exams[0]?.id;
  return (
    <StudioPage title="Papers, blueprints and prices">
      {options.status === 'loading' && <Spinner label="Loading exams…" minHeight="20vh" />}
      {options.status === 'error' && (
        <LoadError message={`The exams did not load: ${describeError(options.error)}`} onRetry={options.reload} />
      )}
      {options.status === 'ready' && (
        <>
          <Toolbar>
            <SelectLabel>
              Exam
              <select value={examId ?? ''} onChange={(e) => setParams(new URLSearchParams({ exam: e.target.value }))}>
                {exams.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </select>
            </SelectLabel>
          </Toolbar>
          {examId && <ExamPapers key={examId} examId={examId} topics={exams.find((e) => e.id === examId)?.topics ?? []} admin={admin} />}
        </>
      )}
    </StudioPage>
  );
}
