import { matchRoute, testing } from '@nism/contracts';
import { Outlet, theme, useLocation, styled } from '@nism/shared-ui';
import { AuthLinkNotice } from './AuthLinkNotice';
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

/** Every route renders inside this: fixed nav, the page, and the footer (not under a running test: nothing to
 * wander off to mid-exam, and the attempt page's own bar stays the last thing on a phone). */
export function Layout() {
  const inTest = Boolean(matchRoute(testing.pages['./AttemptPage'], useLocation().pathname));
  return (
    <Shell>
      <ScrollToTop />
      <AuthLinkNotice />
      <NavBar />
      <Main id="main">
        <Outlet />
      </Main>
      {!inTest && <Footer />}
    </Shell>
  );
}
