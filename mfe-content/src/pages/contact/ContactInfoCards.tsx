import type { ReactNode } from 'react';
import { Card, theme, styled } from '@nism/shared-ui';
import { company } from '../../lib/company';
import { useMessages } from '../../lib/messages';

const List = styled.div`
  display: grid;
  gap: 1rem;
`;

const Info = styled(Card)`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.25rem;
  }
  p,
  address {
    margin: 0;
    font-style: normal;
    overflow-wrap: anywhere;
  }
`;

const Icon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${theme.colors.highlight};
  color: ${theme.colors.primary};
`;

// Small stroke icons, decorative: each card's heading says what it holds.
const paths = {
  email: 'M3 6h18v12H3z M3 6l9 7 9-7',
  phone: 'M5 3h4l2 5-3 2a12 12 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  address: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z M12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
};

function InfoCard({ icon, title, children }: { icon: keyof typeof paths; title: string; children: ReactNode }) {
  return (
    <Info as="section" aria-label={title}>
      <Icon aria-hidden="true">
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d={paths[icon]} />
        </svg>
      </Icon>
      <div>
        <h2>{title}</h2>
        {children}
      </div>
    </Info>
  );
}

/** Email, phone and postal address of the provider. */
export function ContactInfoCards() {
  const t = useMessages();
  return (
    <List>
      <InfoCard icon="email" title={t.infoEmail()}>
        <p>
          <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
        </p>
      </InfoCard>
      <InfoCard icon="phone" title={t.infoPhone()}>
        <p>
          <a href={company.phoneHref}>{company.phone}</a>
        </p>
        <p>{t.infoHours()}</p>
      </InfoCard>
      <InfoCard icon="address" title={t.infoAddress()}>
        {/* The postal address is written as the post office reads it, in English. */}
        <address lang="en">
          {company.name}
          {company.addressLines.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
      </InfoCard>
    </List>
  );
}
