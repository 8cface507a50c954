import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render';
import PrivacyPage from './PrivacyPage';

describe('PrivacyPage', () => {
  it('covers every topic of the spec', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Information Sharing',
      'Data Security',
      'Performance and Error Reports',
      'Your Rights',
      'Contact Us',
    ]);
  });

  it('names what is collected, who it is shared with and the user’s rights', () => {
    renderPage(<PrivacyPage />);
    const collected = within(screen.getByRole('region', { name: 'Information We Collect' }));
    ['Account information:', 'Payment information:', 'Usage data and test results:', 'Support communications:'].forEach((item) =>
      expect(collected.getByText(item)).toBeInTheDocument(),
    );
    const sharing = within(screen.getByRole('region', { name: 'Information Sharing' }));
    expect(sharing.getByText('We do not sell your personal data. We share it only:')).toBeInTheDocument();
    expect(sharing.getByText(/service providers/)).toBeInTheDocument();
    expect(sharing.getByText(/legal authorities/)).toBeInTheDocument();
    expect(sharing.getByText(/where you have given your consent/)).toBeInTheDocument();
    const rights = within(screen.getByRole('region', { name: 'Your Rights' }));
    expect(rights.getAllByRole('listitem').map((li) => li.textContent?.split(' ')[0])).toEqual(['access', 'correct', 'delete', 'opt']);
  });

  it('says what the performance and error reports hold, why, for how long and how to switch them off', () => {
    renderPage(<PrivacyPage />);
    const reports = within(screen.getByRole('region', { name: 'Performance and Error Reports' }));
    expect(reports.getByText(/slow and releases that are broken/)).toBeInTheDocument();
    expect(reports.getByText(/Digital Personal Data Protection Act, 2023 \(DPDP\)/)).toBeInTheDocument();
    expect(reports.getAllByRole('listitem')).toHaveLength(6);
    expect(reports.getByText(/replaced every day/)).toBeInTheDocument();
    expect(reports.getByText(/Nothing in a report names you/)).toHaveTextContent('30 days');
    expect(reports.getByText('Share anonymous performance and error reports')).toBeInTheDocument();
    expect(reports.getByText(/Global Privacy Control/)).toBeInTheDocument();
  });
});
