import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataExportSection } from './DataExportSection';
import { fakeAccountBackend, renderSignedIn } from '../../testing/account';

// jsdom's Blob has no text(): read it the way a browser without it would.
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('DataExportSection', () => {
  let saved: { name: string; text: Promise<string> }[];
  beforeEach(() => {
    saved = [];
    let blob: Blob | undefined;
    URL.createObjectURL = jest.fn((b: Blob) => ((blob = b), 'blob:export'));
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: readText(blob!) });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads export_my_data as a JSON file named with the date', async () => {
    const data = { exported_at: '2026-11-23T10:00:00Z', profile: { email: 'learner@example.com' }, attempts: [] };
    const { rpc } = fakeAccountBackend({ rpc: jest.fn().mockResolvedValue({ data, error: null }) });
    renderSignedIn(<DataExportSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Download My Data' }));
    expect(rpc).toHaveBeenCalledWith('export_my_data');
    expect(await screen.findByText('Your data is downloading')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe(`nism-practice-my-data-${new Date().toISOString().slice(0, 10)}.json`);
    expect(JSON.parse(await saved[0].text)).toEqual(data);
  });

  it('says so and saves nothing when the export fails', async () => {
    fakeAccountBackend({ rpc: jest.fn().mockResolvedValue({ data: null, error: { code: '500', message: 'down' } }) });
    renderSignedIn(<DataExportSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Download My Data' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
