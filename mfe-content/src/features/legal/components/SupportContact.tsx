import { company } from '../../../lib/company';

/** How to reach support, as printed at the end of each legal page. */
export function SupportContact() {
  return (
    <address style={{ fontStyle: 'normal' }}>
      <strong>{company.name}</strong>
      <br />
      {company.addressLines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      Email: <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
      <br />
      Phone: <a href={company.phoneHref}>{company.phone}</a>
    </address>
  );
}
