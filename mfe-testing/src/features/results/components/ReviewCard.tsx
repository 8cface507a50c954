import { memo, type ReactNode } from 'react';
import { Card, media, theme, styled } from '@nism/shared-ui';
import type { ReviewItem } from '../api/fetch-attempt-review';
import { canonicalOption, OPTIONS, shownOption, type Option } from '../../../lib/options';
import { formatDuration } from '../../../lib/time-format';
import { outcomeOf, type Outcome } from './outcome';
import { useMessages, type Messages } from '../../../lib/messages';

const OUTCOME: Record<Outcome, { label: keyof Messages; color: string; icon: string }> = {
  correct: { label: 'correct', color: theme.colors.success, icon: '✓' },
  incorrect: { label: 'incorrect', color: theme.colors.danger, icon: '✗' },
  unanswered: { label: 'notAnswered', color: theme.colors.muted, icon: '–' },
};

const Item = styled(Card)<{ $outcome: Outcome }>`
  border-left: 6px solid ${(p) => OUTCOME[p.$outcome].color};
  /* A phone's width goes to the text, not to the card's padding. */
  padding: 1rem 0.9rem;
  ${media.md} {
    padding: 1.25rem 1.5rem;
  }
  h3 {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
  p {
    line-height: 1.6;
  }
`;

const Badge = styled.span<{ $outcome: Outcome }>`
  color: ${(p) => OUTCOME[p.$outcome].color};
  font-weight: 700;
  white-space: nowrap;
`;

const Options = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  gap: 0.35rem;
`;

const OptionRow = styled.li<{ $correct: boolean; $chosen: boolean }>`
  padding: 0.5rem 0.75rem;
  border-radius: 8px;
  border: 2px solid ${(p) => (p.$correct ? theme.colors.success : p.$chosen ? theme.colors.danger : theme.colors.border)};
  background: ${(p) => (p.$correct ? '#dcfce7' : p.$chosen ? '#fee2e2' : 'transparent')};
`;

// On a phone each term sits above its text, so an explanation has the card's whole width (beside its term it had
// about 150 px); from tablet width up, terms and texts stand in two columns.
const Answers = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.15rem;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0 0 0.5rem;
  }
  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.35rem 1rem;
    dd {
      margin: 0;
    }
  }
`;

const Fold = styled.details`
  summary {
    cursor: pointer;
    color: ${theme.colors.primary};
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  &[open] summary {
    margin-bottom: 0.5rem;
  }
`;

// The options as the learner saw them: option_a is the one shown as A; answers are canonical.
const shownText = (item: ReviewItem, shown: Option) => ({ A: item.option_a, B: item.option_b, C: item.option_c, D: item.option_d })[shown];
const asShown = (item: ReviewItem, canonical: Option) => {
  const shown = shownOption(item.option_keys, canonical);
  return `${shown}. ${shownText(item, shown)}`;
};

interface Props {
  item: ReviewItem;
  number: number;
  /** A correct answer's options and explanation start folded (the results page); the question stays in view. */
  foldCorrect?: boolean;
  /** The report control, under the explanation. */
  children?: ReactNode;
  /** The language of the question's texts when it is not the page's (a bilingual paper reviewed in Hindi). */
  lang?: string;
}

/**
 * One reviewed question in the order and with the option letters the learner saw: options with the chosen and
 * correct ones marked, the explanation and the time spent on it.
 */
export const ReviewCard = memo(function ReviewCard({ item, number, foldCorrect = false, children, lang }: Props) {
  const t = useMessages();
  const outcome = outcomeOf(item);
  const details = <Details item={item} lang={lang} />;
  return (
    <Item as="article" $outcome={outcome} aria-label={t.questionNumber({ n: number })}>
      <h3>
        <span>{t.questionNumber({ n: number })}</span>
        <Badge $outcome={outcome}>
          <span aria-hidden="true">{OUTCOME[outcome].icon}</span> {t[OUTCOME[outcome].label]()}
        </Badge>
      </h3>
      <p lang={lang}>{item.question_text}</p>
      {foldCorrect && outcome === 'correct' ? (
        <Fold>
          <summary>{t.showOptions()}</summary>
          {details}
        </Fold>
      ) : (
        details
      )}
      {children}
    </Item>
  );
});

function Details({ item, lang }: { item: ReviewItem; lang?: string }) {
  const t = useMessages();
  return (
    <>
      <Options lang={lang}>
        {OPTIONS.map((shown) => {
          const canonical = canonicalOption(item.option_keys, shown);
          return (
            <OptionRow key={shown} $correct={canonical === item.correct_option} $chosen={canonical === item.selected_option}>
              <strong>{shown}.</strong> {shownText(item, shown)}
            </OptionRow>
          );
        })}
      </Options>
      <Answers>
        <dt>{t.yourAnswer()}</dt>
        <dd lang={item.selected_option ? lang : undefined}>
          {item.selected_option ? asShown(item, item.selected_option) : t.notAnswered()}
        </dd>
        <dt>{t.correctAnswer()}</dt>
        <dd lang={lang}>{asShown(item, item.correct_option)}</dd>
        {item.explanation && (
          <>
            <dt>{t.explanation()}</dt>
            <dd lang={lang}>{item.explanation}</dd>
          </>
        )}
        {item.time_spent_ms ? (
          <>
            <dt>{t.timeSpent()}</dt>
            <dd>{formatDuration(item.time_spent_ms / 1000, t)}</dd>
          </>
        ) : null}
      </Answers>
    </>
  );
}
