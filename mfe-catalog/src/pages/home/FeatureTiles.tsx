import { Card, Grid, theme, styled } from '@nism/shared-ui';
import { BookIcon, ShieldCheckIcon, TrophyIcon } from './FeatureIcons';
import { useMessages } from '../../lib/messages';

const Tile = styled(Card)`
  text-align: center;
  h2 {
    margin: 0.75rem 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${theme.colors.highlight};
  color: ${theme.colors.primary};
`;

const FEATURES = [
  {
    Icon: BookIcon,
    title: 'featureMaterialTitle',
    text: 'featureMaterialText',
  },
  {
    Icon: ShieldCheckIcon,
    title: 'featureVerifiedTitle',
    text: 'featureVerifiedText',
  },
  {
    Icon: TrophyIcon,
    // The spec's third tile, in its place; its words are a promise the product keeps. Passing is not guaranteed (the
    // legal pages say so), and India's 2024 guidelines on coaching advertisements forbid promising results.
    title: 'featureFaithfulTitle',
    text: 'featureFaithfulText',
  },
] as const;

/** The three selling points under the hero (spec §2 Home). */
export function FeatureTiles() {
  const t = useMessages();
  return (
    <Grid as="ul" $cols={3} style={{ listStyle: 'none', padding: 0, margin: '2.5rem 0' }}>
      {FEATURES.map((f) => (
        <Tile as="li" key={f.title}>
          <Icon>
            <f.Icon />
          </Icon>
          <h2>{t[f.title]()}</h2>
          <p>{t[f.text]()}</p>
        </Tile>
      ))}
    </Grid>
  );
}
