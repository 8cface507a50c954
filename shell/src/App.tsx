import { ROUTER_BASENAME } from 'contracts';
import { AppToaster, BrowserRouter, GlobalStyle } from 'shared-ui';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <BrowserRouter basename={ROUTER_BASENAME}>
      <GlobalStyle />
      <AppToaster />
      <AppRoutes />
    </BrowserRouter>
  );
}
