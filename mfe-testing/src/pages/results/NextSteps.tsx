import { paths } from '@nism/contracts';
import { Button, Link, media, theme, styled } from '@nism/shared-ui';
import { useMessages } from '../../lib/messages';

const Box = styled.nav`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  padding: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  div {
    display: grid;
    gap: 0.5rem;
    ${media.sm} {
      display: flex;
      flex-wrap: wrap;
    }
  }
`;

/** The demo paper of every exam (spec: a demo purchase opens the papers titled 'Demo Questions'). */
export const DEMO_PAPER_TITLE = 'Demo Questions';

/**
 * What comes after a result: after the demo, the exam's plans; after any attempt, practice of what went wrong (when
 * something did) and the progress page.
 */
export function NextSteps({ examId, demo, mistakes }: { examId: string; demo: boolean; mistakes: number }) {
  const t = useMessages();
  return (
    <Box aria-label={t.nextSteps()}>
      <h2>{t.whatNext()}</h2>
      <div>
        {demo && (
          <Button as={Link} to={paths.plans(examId)}>
            {t.seePlans()}
          </Button>
        )}
        {mistakes > 0 && (
          <Button as={Link} to={paths.practice(examId)} $variant={demo ? 'secondary' : 'primary'}>
            {t.practiseWrong({ count: mistakes })}
          </Button>
        )}
        <Button as={Link} to={paths.progress(examId)} $variant="secondary">
          {t.seeProgress()}
        </Button>
      </div>
    </Box>
  );
}
