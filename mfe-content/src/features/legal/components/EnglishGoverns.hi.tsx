// Part of the Hindi legal pages only (written by hindi-writer-ui-1): the translation is for the reader's convenience,
// and where it differs from the English, the English governs.
import { theme, styled } from '@nism/shared-ui';

const Line = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.primary};
  background: ${theme.colors.highlight};
`;

export function EnglishGoverns() {
  return <Line>यह हिंदी अनुवाद आपकी सुविधा के लिए है। अंग्रेज़ी और हिंदी संस्करण में कोई अंतर होने पर अंग्रेज़ी संस्करण ही मान्य होगा।</Line>;
}
