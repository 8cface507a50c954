import type { MouseEvent } from 'react';
import { paths } from '@nism/contracts';
import { Button, Link, useNavigate } from '@nism/shared-ui';
import { useMessages } from './messages';

/**
 * Back to the previous page, or to the exam list when this page was opened directly (no history). A real link to the
 * list, so that it works before the page's scripts have run (issue 47); once they have, it goes back in history.
 */
export function BackButton({ fallback = paths.exams() }: { fallback?: string }) {
  const t = useMessages();
  const navigate = useNavigate();
  const goBack = (e: MouseEvent) => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) {
      e.preventDefault();
      navigate(-1);
    }
  };
  return (
    <Button as={Link} to={fallback} $variant="ghost" onClick={goBack}>
      <span aria-hidden="true">←</span> {t.back()}
    </Button>
  );
}
