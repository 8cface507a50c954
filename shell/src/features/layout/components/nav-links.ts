import { paths } from '@nism/contracts';
/** The bar's links, in order; Login and the account menu follow them depending on auth state. */
export const NAV_LINKS = [
  { to: paths.home(), label: 'Home', end: true, icon: false },
  { to: paths.exams(), label: 'Exams', end: false, icon: false },
  { to: paths.blogs(), label: 'Blogs', end: false, icon: true },
  { to: paths.contact(), label: 'Contact Us', end: false, icon: false },
] as const;
