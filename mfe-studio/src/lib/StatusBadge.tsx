import { theme, styled } from '@nism/shared-ui';
import { STATUS_LABELS, type QuestionStatus } from './question-filters';

const COLORS: Record<QuestionStatus, [string, string]> = {
  draft: ['#fef3c7', '#78350f'],
  published: ['#dcfce7', theme.colors.success],
  retired: ['#e2e8f0', theme.colors.muted],
};

const Badge = styled.span<{ $status: QuestionStatus }>`
  display: inline-block;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  background: ${(p) => COLORS[p.$status][0]};
  color: ${(p) => COLORS[p.$status][1]};
`;

export function StatusBadge({ status }: { status: QuestionStatus }) {
  return <Badge $status={status}>{STATUS_LABELS[status] ?? status}</Badge>;
}
