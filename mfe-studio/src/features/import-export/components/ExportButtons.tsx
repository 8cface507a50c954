import { useState } from 'react';
import { Button, notify } from '@nism/shared-ui';
import type { QuestionFilterArgs } from '../../../lib/question-filters';
import { describeError } from '../../../lib/errors';
import { plural } from '../../../lib/format';
import { exportQuestions } from '../api/export-questions';
import { downloadText, toCsv, toJson } from '../csv/write-export';

type Format = 'csv' | 'json';

const today = () => new Date().toISOString().slice(0, 10);

/** Downloads every question matching the list's filters, as CSV (for a spreadsheet) or JSON. */
export function ExportButtons({ filters }: { filters: QuestionFilterArgs }) {
  const [busy, setBusy] = useState<Format | null>(null);

  const run = async (format: Format) => {
    setBusy(format);
    try {
      const records = await exportQuestions(filters);
      if (records.length === 0) {
        notify.neutral('Nothing to export', 'No questions match these filters.');
        return;
      }
      const name = `questions-${today()}.${format}`;
      if (format === 'csv') downloadText(name, toCsv(records), 'text/csv;charset=utf-8');
      else downloadText(name, toJson(records), 'application/json;charset=utf-8');
      notify.success('Export ready', `${plural(records.length, 'question')} in ${name}.`);
    } catch (error) {
      notify.error('Export failed', describeError(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button type="button" $variant="secondary" disabled={busy !== null} onClick={() => void run('csv')}>
        {busy === 'csv' ? 'Exporting…' : 'Export CSV'}
      </Button>
      <Button type="button" $variant="secondary" disabled={busy !== null} onClick={() => void run('json')}>
        {busy === 'json' ? 'Exporting…' : 'Export JSON'}
      </Button>
    </>
  );
}
