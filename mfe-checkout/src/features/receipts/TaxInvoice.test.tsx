import { act, render, screen, within } from '@testing-library/react';
import { LocaleProvider } from '@nism/shared-ui';
import userEvent from '@testing-library/user-event';
import { interStateInvoice, taxInvoice } from '../../testing/invoice-fixtures';
import { TaxInvoice } from './TaxInvoice';

const fact = (invoice: HTMLElement, label: string) => within(invoice).getByText(label).nextElementSibling;
/** The amount cell of a row of the invoice's lines, by its row header. */
const amount = (invoice: HTMLElement, row: string) =>
  within(within(invoice).getByRole('table', { name: 'Invoice lines' }).querySelector('tfoot')!)
    .getByRole('rowheader', { name: row })
    .closest('tr')!
    .querySelector('td:last-child');

describe('TaxInvoice', () => {
  it('shows the seller with GSTIN, the number, date and buyer, the SAC, and CGST + SGST within Kerala', () => {
    render(<TaxInvoice invoice={taxInvoice()} printing={false} onPrint={() => {}} />);
    const invoice = screen.getByRole('article', { name: 'Tax invoice NISM/26-27/00007' });
    expect(within(invoice).getByRole('heading', { name: 'Tax invoice' })).toBeInTheDocument();
    expect(invoice).toHaveTextContent('Finlearn Technologies Pvt. Ltd.');
    expect(invoice).toHaveTextContent('Kakkanad, Kochi, Kerala 682030');
    expect(invoice).toHaveTextContent('GSTIN: 32AABCF1234K1Z2');
    expect(fact(invoice, 'Invoice number')).toHaveTextContent('NISM/26-27/00007');
    expect(fact(invoice, 'Invoice date')).toHaveTextContent('26 Nov 2026');
    expect(fact(invoice, 'Place of supply')).toHaveTextContent('Kerala (32)');
    expect(fact(invoice, 'Reverse charge')).toHaveTextContent('No');
    expect(within(invoice).getByText('Asha Learner')).toBeInTheDocument();
    const line = within(invoice).getAllByRole('row')[1];
    expect(line).toHaveTextContent('Online practice tests: NISM Series X-A: Investment Adviser (Level 1), 180 days access');
    // The SAC: its own column from 640 px, under the description on a phone (jsdom applies no media query).
    expect(line).toHaveTextContent('SAC 999293');
    expect(amount(invoice, 'Taxable value')).toHaveTextContent('₹1,100.85');
    expect(amount(invoice, 'CGST @ 9%')).toHaveTextContent('₹99.08');
    expect(amount(invoice, 'SGST @ 9%')).toHaveTextContent('₹99.07');
    expect(amount(invoice, 'Total (tax included)')).toHaveTextContent('₹1,299.00');
    expect(within(invoice).queryByText(/IGST/)).toBeNull();
    expect(invoice).toHaveTextContent('Paid on 20 Nov 2026 by Razorpay, payment pay_Test0000000001, order order_Test000000001.');
  });

  it('puts all the tax in IGST for a buyer in another state', () => {
    render(<TaxInvoice invoice={interStateInvoice()} printing={false} onPrint={() => {}} />);
    const invoice = screen.getByRole('article', { name: 'Tax invoice NISM/26-27/00007' });
    expect(fact(invoice, 'Place of supply')).toHaveTextContent('Maharashtra (27)');
    expect(amount(invoice, 'IGST @ 18%')).toHaveTextContent('₹198.15');
    expect(within(invoice).queryByText(/CGST|SGST/)).toBeNull();
  });

  it('is marked for printing while it prints, and its button asks to print', async () => {
    const onPrint = jest.fn();
    const { rerender } = render(<TaxInvoice invoice={taxInvoice()} printing={false} onPrint={onPrint} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(onPrint).toHaveBeenCalledTimes(1);
    rerender(<TaxInvoice invoice={taxInvoice()} printing onPrint={onPrint} />);
    expect(screen.getByRole('article')).toHaveAttribute('data-printing', 'true');
  });
});

test('in Hindi: the labels and dates are Hindi, the figures, GSTIN, SAC and taxes the same', async () => {
  await act(async () =>
    render(
      <LocaleProvider locale="hi">
        <TaxInvoice invoice={taxInvoice()} printing={false} onPrint={() => {}} />
      </LocaleProvider>,
    ),
  );
  const invoice = screen.getByRole('article', { name: 'टैक्स इनवॉइस NISM/26-27/00007' });
  expect(invoice).toHaveTextContent('GSTIN: 32AABCF1234K1Z2');
  expect(fact(invoice, 'इनवॉइस नंबर')).toHaveTextContent('NISM/26-27/00007');
  expect(fact(invoice, 'इनवॉइस की तारीख़')).toHaveTextContent('26 नव॰ 2026');
  expect(fact(invoice, 'आपूर्ति का स्थान')).toHaveTextContent('Kerala (32)');
  expect(fact(invoice, 'रिवर्स चार्ज')).toHaveTextContent('नहीं');
  expect(within(invoice).getByRole('table', { name: 'इनवॉइस की मदें' })).toHaveTextContent('कुल (टैक्स सहित)');
  expect(invoice).toHaveTextContent('यह कंप्यूटर से बना इनवॉइस है और इस पर हस्ताक्षर की ज़रूरत नहीं है।');
  expect(within(invoice).getByRole('button', { name: 'प्रिंट करें या PDF के रूप में सेव करें' })).toBeInTheDocument();
});
