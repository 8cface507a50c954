import { Button, notify } from '@nism/shared-ui';
import { unexpected } from '../../lib/forms/checks';
import { useMessages } from '../../lib/page-messages';
import { useBusy } from '../../lib/forms/use-busy';
import { AccountSection } from './AccountSection';
import { exportMyData } from '../../features/account/api/export-my-data';
import { downloadJson, exportFileName } from './download';

/** Downloads everything the site holds about the learner as one JSON file. */
export function DataExportSection() {
  const t = useMessages();
  const [busy, run] = useBusy();
  const download = () =>
    run(async () => {
      const result = await exportMyData();
      if (!result.ok) {
        const { title, description } = unexpected(t);
        return void notify.error(title, description);
      }
      downloadJson(result.data, exportFileName());
      notify.success(t.dataDownloadingTitle(), t.dataDownloadingDescription());
    });

  return (
    <AccountSection title={t.dataTitle()} description={t.dataDescription()}>
      <Button type="button" $variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? t.preparingDownload() : t.downloadMyData()}
      </Button>
    </AccountSection>
  );
}
