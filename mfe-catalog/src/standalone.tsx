import { StandaloneHarness } from 'shared-ui';

export function Standalone() {
  return <StandaloneHarness name="remote" links={[]}>{null}</StandaloneHarness>;
}
