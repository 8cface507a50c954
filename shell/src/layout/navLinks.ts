/** The bar's links, in order; Login and the account menu follow them depending on auth state. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true, icon: false },
  { to: '/exams', label: 'Exams', end: false, icon: false },
  { to: '/blogs', label: 'Blogs', end: false, icon: true },
  { to: '/contact', label: 'Contact Us', end: false, icon: false },
] as const;
