import { paths } from '@nism/contracts';
import { Button, useNavigate } from '@nism/shared-ui';

/** Back to the previous page, or to the exam list when this page was opened directly (no history). */
export function BackButton({ fallback = paths.exams() }: { fallback?: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback);
  };
  return (
    <Button type="button" $variant="ghost" onClick={goBack}>
      <span aria-hidden="true">←</span> Back
    </Button>
  );
}
