import { Page, PageTitle, Subtitle, media, usePageMeta, styled } from '@nism/shared-ui';
import { ContactForm } from './ContactForm';
import { ContactInfoCards } from './ContactInfoCards';
import { useMessages } from '../../lib/messages';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

export default function ContactPage() {
  const t = useMessages();
  usePageMeta({ title: t.contactTitle(), description: t.contactDescription() });
  return (
    <Page>
      <PageTitle>{t.contactHeading()}</PageTitle>
      <Subtitle>{t.contactSubtitle()}</Subtitle>
      <Layout>
        <ContactInfoCards />
        <ContactForm />
      </Layout>
    </Page>
  );
}
