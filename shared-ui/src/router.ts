// The router every app uses, reached through this federation singleton rather than by sharing react-router itself:
// a shared package loads whole (61 KiB gzip for react-router), while this module's chunk keeps only what the apps
// use. One copy in the browser, so every remote sees the shell's router context.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
export type { LinkProps, NavigateFunction } from 'react-router';
