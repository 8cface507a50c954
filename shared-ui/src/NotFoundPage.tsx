import { Button } from './Button';
import { Page } from './Layout';
import { usePageMeta } from './page-meta';
import { Link } from './router';
import { theme } from './theme';
import styled from 'styled-components';
import { useMessages } from './messages';

const Center = styled(Page)`
  min-height: 60vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
`;

const Code = styled.h1`
  margin: 0;
  font-size: clamp(4rem, 18vw, 7rem);
  line-height: 1;
  color: ${theme.colors.primary};
`;

const Message = styled.p`
  margin: 0.75rem 0 1.75rem;
  font-size: 1.35rem;
  color: ${theme.colors.muted};
`;

/** The spec's not-found page; every app renders this one for an unknown address. */
export function NotFoundPage() {
  const t = useMessages();
  usePageMeta({ title: t.notFoundTitle(), description: t.notFoundDescription() });
  return (
    <Center>
      <Code>404</Code>
      <Message>{t.notFoundMessage()}</Message>
      <Button as={Link} to="/">
        {t.returnHome()}
      </Button>
    </Center>
  );
}
