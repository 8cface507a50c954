import { Outlet, theme } from 'shared-ui';
import styled from 'styled-components';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { ScrollToTop } from './ScrollToTop';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// Padded by the bar's height so the fixed bar never covers the top of a page. At least a screen tall, so the
// footer starts below the fold whatever loads: a short page arriving never pulls it up into view (layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  padding-top: ${theme.navHeight};
`;

/** Every route renders inside this: fixed nav, the page, and the footer. */
export function Layout() {
  return (
    <Shell>
      <ScrollToTop />
      <NavBar />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
