import { Card, theme, styled } from '@nism/shared-ui';

// Fixed dimensions: a card is the same size loading (skeleton) and loaded, whatever its text,
// so nothing below the carousel moves when the exams arrive.
export const CARD_HEIGHT = '340px';
export const BAND_HEIGHT = '72px';

export const CardFrame = styled(Card)`
  display: flex;
  flex-direction: column;
  height: ${CARD_HEIGHT};
  padding: 0;
  overflow: hidden;
`;

export const Band = styled.div`
  flex: 0 0 ${BAND_HEIGHT};
  display: flex;
  align-items: center;
  padding: 0 1.25rem;
  background: linear-gradient(135deg, ${theme.colors.primaryDark}, ${theme.colors.primary});
  color: #fff;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

export const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1rem 1.25rem 1.25rem;
  min-height: 0;
`;
