import { theme, styled } from '@nism/shared-ui';

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
  return (
    <Box role="note" aria-label="About our practice tests">
      <p>
        <strong>These are practice tests, not official exams.</strong> Our mock tests are designed to help you prepare for NISM
        certification examinations. They are not conducted, endorsed or approved by the National Institute of Securities Markets (NISM) or
        the Securities and Exchange Board of India (SEBI), and we are not affiliated with either.
      </p>
      <p>
        Passing our practice tests does not guarantee that you will pass an official NISM examination or obtain any certification. Our
        questions, answers and explanations are prepared with care but may contain errors or become out of date when the syllabus or
        regulations change; always rely on the official NISM workbook and regulations.
      </p>
    </Box>
  );
}
