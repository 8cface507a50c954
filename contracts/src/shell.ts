/** The shell's own screens (its auth pages and the account page); it renders them itself, so they are routes but not exposed modules. */
export const shell = {
  name: 'shell',
  routes: {
    login: '/login',
    register: '/register',
    resetPassword: '/reset-password',
    account: '/account',
    /** Where mailed links lead (a button uses the code, so a link scanner's visit changes nothing), and codes are typed. */
    confirm: '/auth/confirm',
  },
} as const;
