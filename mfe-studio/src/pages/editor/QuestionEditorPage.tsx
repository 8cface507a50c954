import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, Link, notify, Spinner, TextAreaField, useNavigate, useParams } from '@nism/shared-ui';
import { fetchNegativePercent } from '../../features/questions/api/fetch-negative-percent';
import { fetchStudioOptions } from '../../features/questions/api/fetch-studio-options';
import { fetchStudioQuestion } from '../../features/questions/api/fetch-studio-question';
import { saveQuestion } from '../../features/questions/api/save-question';
import type { StudioOptions, StudioQuestion } from '../../features/questions/api/types';
import { useStaffRole } from '../../features/staff-gate/hooks/use-staff-role';
import { describeError, EDIT_CONFLICT, errorCode, INVALID_INPUT, NOT_FOUND } from '../../lib/errors';
import { plural } from '../../lib/format';
import { Muted, Toolbar } from '../../lib/layout';
import { LoadError } from '../../lib/LoadError';
import { StatusBadge } from '../../lib/StatusBadge';
import { StudioPage } from '../../lib/StudioPage';
import { studioPaths } from '../../lib/studio-paths';
import { useLoad } from '@nism/shared-hooks';
import { useSearchParams } from '../../lib/use-search-params';
import { EditorFields } from './EditorFields';
import { Alert, Columns, Meta, Section } from './editor-layout';
import { PreviewPanel } from './PreviewPanel';
import {
  EMPTY_FORM,
  FIELD_ORDER,
  fieldId,
  fieldOfServerMessage,
  formAsText,
  formFromQuestion,
  toInput,
  toPreview,
  validateQuestion,
  type FormErrors,
  type QuestionForm,
} from './question-form';
import { RemarkAttempts } from './RemarkAttempts';
import { StatusActions } from './StatusActions';
import { VersionHistory } from './VersionHistory';

/** The case as the preview shows it: its saved passage when the form still has the saved case. */
function previewCase(form: QuestionForm, question: StudioQuestion | null, options: StudioOptions) {
  if (!form.case_id) return null;
  if (question && question.case_id === form.case_id) {
    return { title: question.case_title ?? '', passage: question.case_passage ?? '' };
  }
  const title = options.exams
    .find((e) => e.id === form.exam_id)
    ?.papers.find((p) => p.id === form.paper_id)
    ?.cases.find((c) => c.id === form.case_id)?.title;
  return { title: title ?? '', passage: '' };
}

function Editor({ initial, options, fix }: { initial: StudioQuestion | null; options: StudioOptions; fix: boolean }) {
  const navigate = useNavigate();
  const admin = useStaffRole() === 'admin';
  const [question, setQuestion] = useState(initial);
  const [form, setForm] = useState<QuestionForm>(initial ? formFromQuestion(initial) : EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [conflict, setConflict] = useState<string>();
  const [kept, setKept] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [reloading, setReloading] = useState(false);
  const checked = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const savedForm = question ? formFromQuestion(question) : EMPTY_FORM;
  const dirty = JSON.stringify(form) !== JSON.stringify(savedForm);

  // Closing or reloading the tab with unsaved text asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const loadNegative = useCallback(
    () => (form.exam_id ? fetchNegativePercent(form.exam_id).catch(() => 0) : Promise.resolve(0)),
    [form.exam_id],
  );
  const negative = useLoad(loadNegative);

  const change = (patch: Partial<QuestionForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    // Once a save was refused, the messages follow the fixes.
    if (checked.current) setErrors(validateQuestion(next));
  };

  const focusAlert = () => setTimeout(() => alertRef.current?.focus(), 0);

  const replaceWith = (fresh: StudioQuestion) => {
    setQuestion(fresh);
    setForm(formFromQuestion(fresh));
    setErrors({});
    checked.current = false;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    checked.current = true;
    const found = validateQuestion(form);
    setErrors(found);
    setServerError(undefined);
    setConflict(undefined);
    if (Object.keys(found).length > 0) {
      focusAlert();
      return;
    }
    setSaving(true);
    try {
      const saved = await saveQuestion({
        id: question?.id ?? null,
        expectedVersion: question?.version ?? null,
        question: toInput(form),
        resolveReports: fix,
      });
      replaceWith(saved);
      setKept(undefined);
      notify.success(fix ? 'Saved, and its reports resolved' : question ? 'Saved' : 'Draft saved', `Version ${saved.version}.`);
      if (!question || fix) navigate(studioPaths.question(saved.id), { replace: true });
    } catch (error) {
      const message = describeError(error);
      const code = errorCode(error);
      if (code === EDIT_CONFLICT) {
        setConflict(message);
      } else {
        const field = code === INVALID_INPUT ? fieldOfServerMessage(message) : undefined;
        if (field) setErrors({ [field]: message });
        setServerError(message);
      }
      focusAlert();
    } finally {
      setSaving(false);
    }
  };

  const loadTheirs = async () => {
    if (!question) return;
    setReloading(true);
    try {
      const fresh = await fetchStudioQuestion(question.id);
      setKept(formAsText(form));
      replaceWith(fresh);
      setConflict(undefined);
    } catch (error) {
      notify.error('Their version did not load', describeError(error));
    } finally {
      setReloading(false);
    }
  };

  const refresh = async () => {
    if (!question) return;
    try {
      replaceWith(await fetchStudioQuestion(question.id));
    } catch (error) {
      notify.error('The question did not reload', describeError(error));
    }
  };

  const listed = FIELD_ORDER.filter((field) => errors[field]);
  const saveLabel = fix ? 'Save and resolve reports' : 'Save';

  return (
    <StudioPage
      title={question ? 'Edit question' : 'New question'}
      actions={
        <Button as={Link} to={studioPaths.questions()} $variant="ghost">
          All questions
        </Button>
      }
    >
      {question && (
        <Meta>
          <span>
            {question.exam_name} · {question.paper_title}
            {question.position !== null && ` · Q${question.position}`}
          </span>
          <StatusBadge status={question.status} />
          <span>Version {question.version}</span>
          {question.open_reports > 0 && <Link to={studioPaths.reports()}>{plural(question.open_reports, 'open report')}</Link>}
        </Meta>
      )}
      {fix && <Muted>You came from the report queue: saving marks this question&apos;s open reports fixed.</Muted>}
      <Columns>
        <div>
          <Card as="form" onSubmit={submit} noValidate aria-label="Question">
            {conflict && (
              <Alert ref={alertRef} tabIndex={-1} role="alert">
                <h2>Not saved: {conflict}</h2>
                <p>
                  Someone saved this question after you opened it. Your text is still in the form: copy what you want to keep, then load
                  their version (your text stays beside it to copy from).
                </p>
                <Button type="button" $variant="secondary" disabled={reloading} onClick={() => void loadTheirs()}>
                  {reloading ? 'Loading…' : 'Load their version'}
                </Button>
              </Alert>
            )}
            {!conflict && (listed.length > 0 || serverError) && (
              <Alert ref={alertRef} tabIndex={-1} role="alert" aria-labelledby="summary-heading">
                <h2 id="summary-heading">{serverError ? `Not saved: ${serverError}` : 'Not saved: fix these first'}</h2>
                {listed.length > 0 && (
                  <ul>
                    {listed.map((field) => (
                      <li key={field}>
                        <a
                          href={`#${fieldId(field)}`}
                          onClick={(event) => {
                            event.preventDefault();
                            const target = document.getElementById(fieldId(field));
                            (target?.querySelector('input') ?? target)?.focus();
                          }}
                        >
                          {errors[field]}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </Alert>
            )}
            <EditorFields form={form} errors={errors} options={options} paperFixed={question !== null} onChange={change} />
            <Toolbar>
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving…' : saveLabel}
              </Button>
              {dirty && <span>Unsaved changes</span>}
            </Toolbar>
          </Card>
          {kept && (
            <Section as="section" aria-labelledby="kept-heading">
              <h2 id="kept-heading">Your unsaved text</h2>
              <TextAreaField label="Your text, to copy from" readOnly value={kept} rows={8} />
              <div>
                <Button type="button" $variant="ghost" onClick={() => setKept(undefined)}>
                  Hide your text
                </Button>
              </div>
            </Section>
          )}
        </div>
        <aside aria-label="Preview">
          <PreviewPanel question={toPreview(form, previewCase(form, question, options))} negativePercent={negative.data ?? 0} />
        </aside>
      </Columns>
      {question && (
        <Section>
          <StatusActions question={question} dirty={dirty} onChanged={() => void refresh()} />
          {admin && <RemarkAttempts questionId={question.id} dirty={dirty} />}
          <VersionHistory versions={question.versions ?? []} />
        </Section>
      )}
    </StudioPage>
  );
}

/** One question's editor (`/studio/questions/:id`, `new` for a new draft), with its live preview. */
export default function QuestionEditorPage() {
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const fix = params.get('fix') === '1';
  const options = useLoad(fetchStudioOptions);
  const loadQuestion = useCallback(() => (id === 'new' ? Promise.resolve(null) : fetchStudioQuestion(id)), [id]);
  const question = useLoad(loadQuestion);

  if (question.status === 'error' && errorCode(question.error) === NOT_FOUND) {
    return (
      <StudioPage title="Question not found">
        <Card>
          <p>No question has this id. It may have been deleted.</p>
          <Button as={Link} to={studioPaths.questions()}>
            All questions
          </Button>
        </Card>
      </StudioPage>
    );
  }
  const failed = question.status === 'error' ? question : options.status === 'error' ? options : null;
  if (failed) {
    return (
      <StudioPage title={id === 'new' ? 'New question' : 'Edit question'}>
        <LoadError message={`The editor did not load: ${describeError(failed.error)}`} onRetry={failed.reload} />
      </StudioPage>
    );
  }
  if (question.status !== 'ready' || options.status !== 'ready') return <Spinner label="Loading the question…" minHeight="40vh" />;
  return <Editor key={question.data?.id ?? 'new'} initial={question.data} options={options.data} fix={fix} />;
}
