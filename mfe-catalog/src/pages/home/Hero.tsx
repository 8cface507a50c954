import { paths } from '@nism/contracts';
import { Button, Link, media, theme, styled } from '@nism/shared-ui';
import { useMessages } from '../../lib/messages';

const Banner = styled.section`
  padding: 2.5rem 1.25rem;
  border-radius: ${theme.radius};
  background: linear-gradient(135deg, ${theme.colors.primaryDark}, ${theme.colors.primary});
  color: #fff;
  text-align: center;
  ${media.md} {
    padding: 4rem 2rem;
  }
  h1 {
    margin: 0 auto 1rem;
    max-width: 42rem;
    font-size: 1.9rem;
    ${media.md} {
      font-size: 2.75rem;
    }
  }
  p {
    margin: 0 auto 2rem;
    max-width: 38rem;
    font-size: 1.1rem;
    opacity: 0.92;
  }
`;

const Cta = styled(Button)`
  background: ${theme.colors.accent};
  color: ${theme.colors.text};
  &:hover:not(:disabled) {
    background: #fbbf24;
  }
`;

export function Hero() {
  const t = useMessages();
  return (
    <Banner aria-labelledby="home-title">
      <h1 id="home-title">{t.heroTitle()}</h1>
      <p>{t.heroText()}</p>
      <Cta as={Link} to={paths.exams()}>
        {t.heroCta()}
      </Cta>
    </Banner>
  );
}
