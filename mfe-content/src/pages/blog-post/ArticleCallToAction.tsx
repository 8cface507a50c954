import { paths } from '@nism/contracts';
import { Button, Card, Link, theme, styled } from '@nism/shared-ui';

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
  return (
    <Box as="aside" aria-labelledby="practice-cta">
      <h2 id="practice-cta">Put your preparation to the test</h2>
      <p>
        Our timed NISM mock tests follow the real exam's pattern and explain every answer, so you know exactly where you stand before exam
        day. Start with a free one-day demo.
      </p>
      <Button as={Link} to={paths.exams()}>
        Explore practice tests
      </Button>
    </Box>
  );
}
