import { Card } from '@nism/shared-ui';
import { StudioPage } from '../../../lib/StudioPage';

/** What an editor sees on an admin's page: why not, in the page's own words. The database refuses them anyway. */
export function AdminsOnly({ children }: { children: string }) {
  return (
    <StudioPage title="Admins only">
      <Card>
        <p style={{ margin: 0 }}>{children}</p>
      </Card>
    </StudioPage>
  );
}
