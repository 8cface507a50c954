import { AppToaster, BrowserRouter, GlobalStyle } from 'shared-ui';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <BrowserRouter>
      <GlobalStyle />
      <AppToaster />
      <AppRoutes />
    </BrowserRouter>
  );
}
