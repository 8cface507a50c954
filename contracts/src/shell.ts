/** The shell's own screens (its auth pages and the account page); it renders them itself, so they are routes but not exposed modules. */
export const shell = {
  name: 'shell',
  routes: {
    login: '/login',
    register: '/register',
    resetPassword: '/reset-password',
    account: '/account',
  },
} as const;
