import { theme, styled } from '@nism/shared-ui';
import { useMessages } from '../../../lib/messages';

const Box = styled.div`
  border-left: 4px solid ${theme.colors.accent};
  background: #fffbeb;
  padding: 1rem 1.25rem;
  border-radius: 8px;
  margin: 0 0 1rem;
  p:last-child {
    margin-bottom: 0;
  }
`;

/** The statement every legal page must carry about what the product is and is not. */
export function PracticeTestNotice() {
  const t = useMessages();
  return (
    <Box role="note" aria-label={t.noticeLabel()}>
      <p>
        <strong>{t.noticeLead()}</strong> {t.noticeAffiliation()}
      </p>
      <p>{t.noticeNoGuarantee()}</p>
    </Box>
  );
}
