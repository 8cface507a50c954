import { Button, notify } from '@nism/shared-ui';
import { UNEXPECTED } from '../../lib/forms/checks';
import { useBusy } from '../../lib/forms/use-busy';
import { AccountSection } from './AccountSection';
import { exportMyData } from '../../features/account/api/export-my-data';
import { downloadJson, exportFileName } from './download';

/** Downloads everything the site holds about the learner as one JSON file. */
export function DataExportSection() {
  const [busy, run] = useBusy();
  const download = () =>
    run(async () => {
      const result = await exportMyData();
      if (!result.ok) return void notify.error(UNEXPECTED.title, UNEXPECTED.description);
      downloadJson(result.data, exportFileName());
      notify.success('Your data is downloading', 'The file holds your profile, purchases, attempts, answers and reports.');
    });

  return (
    <AccountSection
      title="Your data"
      description="Download a copy of your profile, purchases, attempts, answers and question reports as a JSON file."
    >
      <Button type="button" $variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? 'Preparing Download...' : 'Download My Data'}
      </Button>
    </AccountSection>
  );
}
