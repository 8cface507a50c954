import { Card, Page, theme, styled } from '@nism/shared-ui';
import { useMessages } from '../../lib/page-messages';

const Column = styled(Page)`
  max-width: 28rem;
  text-align: center;
`;

const Check = styled.div`
  width: 4rem;
  height: 4rem;
  margin: 0 auto 1rem;
  border-radius: 50%;
  background: #dcfce7;
  color: ${theme.colors.success};
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Title = styled.h1`
  font-size: 1.5rem;
  margin: 0 0 0.5rem;
`;

/** Replaces the form once the password is changed; the page redirects to /login shortly after. */
export function ResetSuccess() {
  const t = useMessages();
  return (
    <Column>
      <Card role="status">
        <Check>
          <svg
            width="36"
            height="36"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </Check>
        <Title>{t.resetSuccessTitle()}</Title>
        <p>{t.resetSuccessBody()}</p>
      </Card>
    </Column>
  );
}
