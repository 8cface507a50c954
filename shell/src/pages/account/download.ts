/** Saves `data` as a pretty-printed JSON file through a temporary object URL. */
export function downloadJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** 'nism-practice-my-data-2026-11-23.json': the day of the export, so repeated downloads do not overwrite. */
export const exportFileName = (now = new Date()) => `nism-practice-my-data-${now.toISOString().slice(0, 10)}.json`;
