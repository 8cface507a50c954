import { company } from '../../../lib/company';
import { useMessages } from '../../../lib/messages';

/** How to reach support, as printed at the end of each legal page. */
export function SupportContact() {
  const t = useMessages();
  return (
    <address style={{ fontStyle: 'normal' }}>
      {/* The name and postal address stay in English, as the post office reads them. */}
      <strong lang="en">{company.name}</strong>
      <br />
      {company.addressLines.map((line) => (
        <span key={line} lang="en">
          {line}
          <br />
        </span>
      ))}
      {t.supportEmail()} <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
      <br />
      {t.supportPhone()} <a href={company.phoneHref}>{company.phone}</a>
    </address>
  );
}
