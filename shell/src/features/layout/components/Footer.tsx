import { paths } from '@nism/contracts';
import { Link, media, theme, styled } from '@nism/shared-ui';
import { LogoMark } from './Icons';
import { useMessages } from '../../../lib/messages';

const FOOTER_LINKS = [
  { to: paths.exams(), label: 'footerAllExams' },
  { to: paths.blogs(), label: 'footerBlogs' },
  { to: paths.contact(), label: 'footerContact' },
  { to: paths.terms(), label: 'footerTerms' },
  { to: paths.privacy(), label: 'footerPrivacy' },
  { to: paths.refundPolicy(), label: 'footerRefund' },
] as const;

const Wrap = styled.footer`
  background: #0f172a;
  color: #cbd5e1;
  a {
    color: #e2e8f0;
    text-decoration: none;
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
    padding: 3rem 1.5rem 2rem;
  }
  h2 {
    color: #fff;
    font-size: 1rem;
    margin: 0 0 0.75rem;
  }
  p,
  address,
  ul {
    margin: 0;
    font-style: normal;
  }
  ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  color: #fff;
  font-weight: 800;
  font-size: 1.15rem;
  margin-bottom: 0.75rem;
`;

const Bottom = styled.p`
  border-top: 1px solid #1e293b;
  margin: 0;
  padding: 1rem;
  text-align: center;
  font-size: 0.875rem;
`;

export function Footer() {
  const t = useMessages();
  const year = new Date().getFullYear();
  return (
    <Wrap>
      <Columns>
        <section aria-labelledby="footer-about">
          <Brand id="footer-about">
            <LogoMark size={26} /> NISM Practice
          </Brand>
          <p>{t.footerTagline()}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t.footerQuickLinks()}</h2>
          <ul>
            {FOOTER_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{t[label]()}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.footerContact()}</h2>
          <address>
            <p>
              {t.footerEmail()} <a href="mailto:support@nismpractice.in">support@nismpractice.in</a>
            </p>
            <p>
              {t.footerPhone()} <a href="tel:+914844001234">+91 484 400 1234</a>
            </p>
            {/* The company's name and postal address stay in English in every language (docs/i18n.md). */}
            <p lang="en">
              Finlearn Technologies Pvt. Ltd.
              <br />
              {t.footerAddress()}
            </p>
          </address>
        </section>
      </Columns>
      <Bottom>{t.footerRights({ year })}</Bottom>
    </Wrap>
  );
}
