import { type FormEvent, useCallback, useId, useState } from 'react';
import { Button, Spinner, TextAreaField, theme, styled } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { useLoad } from '@nism/shared-hooks';
import {
  fetchSiteTexts,
  reviewSiteText,
  saveSiteText,
  type SiteText,
  type SiteTextKind,
  type SavedTranslation,
  type SiteTextStatus,
  type StaleText,
} from '../../features/site-texts/api/site-texts';
import { describeError } from '../../lib/errors';
import { FormProblem, Muted, Section, ToggleGroup } from '../../lib/layout';
import { LoadError } from '../../lib/LoadError';
import { StudioPage } from '../../lib/StudioPage';

const KIND_TEXT: Record<SiteTextKind, string> = {
  exam_description: 'Exam description',
  certification_levels: 'Certification levels',
  requirement: 'Requirement',
  aim: 'Aim',
  objective: 'Objective',
  structure_section: 'Assessment section',
  plan_benefit: 'Plan benefit',
  chapter_title: 'Chapter title',
  paper_title: 'Paper title',
  paper_description: 'Paper description',
};

type Filter = SiteTextStatus | 'stale' | 'all';
const FILTERS: [Filter, string][] = [
  ['all', 'All'],
  ['missing', 'Not translated'],
  ['draft', 'Drafts'],
  ['reviewed', 'Reviewed'],
  ['stale', 'Stale'],
];

const STATUS_TEXT: Record<SiteTextStatus | 'stale', string> = {
  missing: 'Not translated',
  draft: 'Draft: needs review',
  reviewed: 'Reviewed',
  stale: 'Stale: the site no longer shows this English',
};
const STATUS_COLOR: Record<SiteTextStatus | 'stale', string> = {
  missing: theme.colors.danger,
  draft: '#92400e',
  reviewed: theme.colors.success,
  stale: theme.colors.muted,
};
const Badge = styled.span<{ $status: SiteTextStatus | 'stale' }>`
  font-weight: 600;
  color: ${(p) => STATUS_COLOR[p.$status]};
`;

const List = styled.ul`
  padding: 0;
  margin: 0;
`;
const Item = styled.li`
  list-style: none;
  padding: 1rem 0;
  border-top: 1px solid ${theme.colors.inputBorder};
  h3 {
    font-size: 1rem;
    margin: 0 0 0.25rem;
    display: flex;
    gap: 0.75rem;
    flex-wrap: wrap;
  }
`;
const Columns = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 0.5rem;
  @media (min-width: 960px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const English = styled.p`
  white-space: pre-line;
  margin: 0;
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const same = (a: string | null, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

/** One English text beside its Hindi: saved as a draft by the caller, reviewed by another staff member. */
function TextEditor({ item, me, onChanged }: { item: SiteText; me: string; onChanged: (saved: SavedTranslation) => void }) {
  const [text, setText] = useState(item.text ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const run = async (action: () => Promise<SavedTranslation>) => {
    setBusy(true);
    setProblem(null);
    try {
      onChanged(await action());
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => saveSiteText(item.source, text));
  };
  const ownDraft = item.status === 'draft' && same(item.translated_by, me);
  const edited = item.text !== null && text.trim() !== item.text;
  const reason = ownDraft
    ? 'You wrote this translation: another editor reviews it.'
    : edited
      ? 'Save your change first: a review is of the saved translation.'
      : null;
  return (
    <Columns>
      <div>
        <English lang="en">{item.source}</English>
        <Muted>Used in: {item.used_in.join('; ')}</Muted>
      </div>
      <form onSubmit={save} aria-label="Hindi translation">
        <TextAreaField
          label="Hindi"
          lang="hi"
          rows={Math.min(6, 1 + Math.floor(item.source.length / 90))}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {problem && <FormProblem role="alert">{problem}</FormProblem>}
        <Actions>
          {/* Unchanged, there is nothing to save: saving would only undo its review. */}
          <Button type="submit" disabled={busy || (item.text !== null && text.trim() === item.text)}>
            Save draft
          </Button>
          {item.status === 'draft' && (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy || reason !== null}
              aria-describedby={reason ? reasonId : undefined}
              onClick={() => void run(() => reviewSiteText(item.source, item.text!))}
            >
              Mark reviewed
            </Button>
          )}
          {item.status === 'draft' && reason && <Muted id={reasonId}>{reason}</Muted>}
          {item.status !== 'missing' && <Muted>Written by {item.translated_by}</Muted>}
          {item.status === 'reviewed' && <Muted>Reviewed by {item.reviewed_by}</Muted>}
        </Actions>
      </form>
    </Columns>
  );
}

function StaleItem({ item }: { item: StaleText }) {
  return (
    <Item>
      <h3>
        <Badge $status="stale">{STATUS_TEXT.stale}</Badge>
      </h3>
      <Columns>
        <English lang="en">{item.source}</English>
        <English lang="hi">{item.text}</English>
      </Columns>
      <Muted>
        {item.status === 'reviewed' ? `Reviewed by ${item.reviewed_by}` : 'Draft'} · written by {item.translated_by}. Not shown to anyone:
        its English changed or went away.
      </Muted>
    </Item>
  );
}

/**
 * The database's texts in Hindi (issue 51): every English text a learner meets that the database holds (exam
 * descriptions and information, plan benefits, chapter and paper titles), beside its Hindi, by state. A translation
 * belongs to its exact English: an English text changed since shows in English until its new translation is
 * reviewed, and the old one is listed as stale.
 */
export default function SiteTextsPage() {
  const { user } = useAuth();
  const texts = useLoad(useCallback(() => fetchSiteTexts(), []));
  const [filter, setFilter] = useState<Filter>('all');
  // A save or review updates its text in place (the database's answer), so the list keeps its place and filter.
  const [saved, setSaved] = useState<Record<string, SavedTranslation>>({});
  const all = (texts.data?.texts ?? []).map((t) => (saved[t.source] ? { ...t, ...saved[t.source] } : t));
  const stale = texts.data?.stale ?? [];
  const count = (f: Filter) => (f === 'all' ? all.length : f === 'stale' ? stale.length : all.filter((t) => t.status === f).length);
  // A text saved or reviewed here stays in view under the filter it was found with.
  const shown = filter === 'stale' ? [] : all.filter((t) => filter === 'all' || t.status === filter || saved[t.source]);
  return (
    <StudioPage title="Site texts in Hindi">
      <Muted>
        The texts learners read that come from the database: exam descriptions and information, plan benefits, chapter and paper titles.
        Exam names stay in English. A Hindi page shows a translation only once another editor has reviewed it; when the English changes, the
        page shows the new English until its translation is reviewed.
      </Muted>
      {texts.status === 'loading' && <Spinner label="Loading the site texts…" minHeight="20vh" />}
      {texts.status === 'error' && (
        <LoadError message={`The site texts did not load: ${describeError(texts.error)}`} onRetry={texts.reload} />
      )}
      {texts.status === 'ready' && (
        <Section as="section" aria-labelledby="site-texts-summary">
          <h2 id="site-texts-summary">
            {count('reviewed')} of {all.length} texts reviewed
          </h2>
          <ToggleGroup role="group" aria-label="Show">
            {FILTERS.map(([f, label]) => (
              <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
                {label} ({count(f)})
              </button>
            ))}
          </ToggleGroup>
          {filter !== 'stale' && shown.length === 0 && <p>No texts in this state.</p>}
          {filter === 'stale' && stale.length === 0 && <p>No stale translations: each one translates an English text the site shows.</p>}
          <List>
            {shown.map((item) => (
              <Item key={item.source}>
                <h3>
                  <span>{item.kinds.map((k) => KIND_TEXT[k] ?? k).join(', ')}</span>
                  <Badge $status={item.status}>{STATUS_TEXT[item.status]}</Badge>
                </h3>
                <TextEditor
                  key={`${item.status}:${item.text}`}
                  item={item}
                  me={user?.email ?? ''}
                  onChanged={(s) => setSaved((m) => ({ ...m, [s.source]: s }))}
                />
              </Item>
            ))}
            {filter === 'stale' && stale.map((item) => <StaleItem key={item.source} item={item} />)}
          </List>
        </Section>
      )}
    </StudioPage>
  );
}
