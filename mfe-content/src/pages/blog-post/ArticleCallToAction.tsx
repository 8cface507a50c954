import { paths } from '@nism/contracts';
import { Button, Card, Link, theme, styled } from '@nism/shared-ui';
import { useMessages } from '../../lib/messages';

const Box = styled(Card)`
  margin-top: 2.5rem;
  background: ${theme.colors.highlight};
  border-color: ${theme.colors.primary};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 1rem;
  }
`;

/** The closing panel of every article: from reading about the exam to practising for it. */
export function ArticleCallToAction() {
  const t = useMessages();
  return (
    <Box as="aside" aria-labelledby="practice-cta">
      <h2 id="practice-cta">{t.ctaHeading()}</h2>
      <p>{t.ctaText()}</p>
      <Button as={Link} to={paths.exams()}>
        {t.ctaButton()}
      </Button>
    </Box>
  );
}
