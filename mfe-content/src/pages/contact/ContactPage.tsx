import { Page, PageTitle, Subtitle, media, usePageMeta, styled } from '@nism/shared-ui';
import { ContactForm } from './ContactForm';
import { ContactInfoCards } from './ContactInfoCards';

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
  usePageMeta({ title: 'Contact us', description: 'Questions about NISM Practice, a plan or a payment: write to us or call us.' });
  return (
    <Page>
      <PageTitle>Contact Us</PageTitle>
      <Subtitle>Questions about our practice tests, a plan or your account? We're happy to help.</Subtitle>
      <Layout>
        <ContactInfoCards />
        <ContactForm />
      </Layout>
    </Page>
  );
}
