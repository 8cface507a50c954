import type { ReactNode } from 'react';
import { media, theme, styled } from '@nism/shared-ui';
import type { CasePassage } from '../api/fetch-case-passages';
import { useMessages } from '../../messages';

// On a phone the passage sits above the question and folds away; on a wide screen it stands beside the question
// and scrolls on its own, so a long passage and the options are in view together.
const Frame = styled.div`
  display: grid;
  gap: 1rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Passage = styled.details`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  padding: 0.75rem 1rem;
  ${media.lg} {
    position: sticky;
    top: calc(${theme.navHeight} + 5.5rem);
    max-height: calc(100vh - ${theme.navHeight} - 8rem);
    overflow-y: auto;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  p {
    margin: 0.5rem 0 0;
    line-height: 1.6;
    white-space: pre-line;
  }
`;

/**
 * A case's title without a number of its own: content may title a case "Case 4: Dr Khanna…", and the screen numbers
 * cases in the order the learner meets them, so "Case 1: Case 4: …" would read twice.
 */
export const caseTitle = (title: string) => title.replace(/^\s*case\s*\d+\s*[:.\-–—]\s*/i, '').trim() || title;

const Reopen = styled.span`
  color: ${theme.colors.primary};
  font-weight: 400;
  white-space: pre;
`;

interface Props {
  /** 1-based, in the order the learner meets the cases. */
  number: number;
  /** Null while the passage is loading. */
  passage: CasePassage | null;
  /** Which of the case's questions this is, e.g. "Question 2 of 5 on this case". */
  position?: string;
  /** Whether the passage is unfolded (default: always, as on the results page), and the learner's folding of it. */
  open?: boolean;
  onToggle?: (open: boolean) => void;
  children: ReactNode;
}

/** A case's passage with one of its questions. */
export function CaseBlock({ number, passage, position, open = true, onToggle, children }: Props) {
  const t = useMessages();
  return (
    <Frame>
      <Passage
        open={open}
        aria-label={t.caseLabel({ n: number })}
        onToggle={onToggle && ((event) => event.currentTarget.open !== open && onToggle(event.currentTarget.open))}
      >
        <summary>
          {t.caseLabel({ n: number })}
          {passage ? `: ${caseTitle(passage.title)}` : ''}
          {position ? ` · ${position}` : ''}
          {!open && <Reopen> · {t.showCase()}</Reopen>}
        </summary>
        <p>{passage ? passage.passage : t.loadingCase()}</p>
      </Passage>
      <div>{children}</div>
    </Frame>
  );
}
