import { paths } from '@nism/contracts';
/** The bar's links, in order; Login and the account menu follow them depending on auth state. */
export const NAV_LINKS = [
  { to: paths.home(), label: 'navHome', end: true, icon: false },
  { to: paths.exams(), label: 'navExams', end: false, icon: false },
  { to: paths.blogs(), label: 'navBlogs', end: false, icon: true },
  { to: paths.contact(), label: 'navContact', end: false, icon: false },
] as const;
