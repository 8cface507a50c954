import { theme, styled, keyframes } from '@nism/shared-ui';
import { Body, CardFrame } from './card-frame';

const shimmer = keyframes`from { background-position: 100% 0; } to { background-position: -100% 0; }`;

const Bone = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${(p) => p.$width ?? '100%'};
  height: ${(p) => p.$height ?? '0.9rem'};
  border-radius: 6px;
  background: linear-gradient(90deg, ${theme.colors.border} 25%, ${theme.colors.highlight} 50%, ${theme.colors.border} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const BandBone = styled(Bone)`
  flex: 0 0 72px;
  border-radius: 0;
`;

const Buttons = styled.div`
  margin-top: auto;
  display: flex;
  gap: 0.75rem;
`;

/** The shape of an ExamCard, same size, shown while the exams load. */
export function ExamCardSkeleton() {
  return (
    <CardFrame aria-hidden="true" data-skeleton>
      <BandBone $height="72px" />
      <Body>
        <Bone $height="1.2rem" />
        <Bone $height="1.2rem" $width="70%" />
        <Bone $width="95%" />
        <Bone $width="85%" />
        <Buttons>
          <Bone $height="44px" />
          <Bone $height="44px" />
        </Buttons>
      </Body>
    </CardFrame>
  );
}
