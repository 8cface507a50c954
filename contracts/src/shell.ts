/** The shell's own screens (its auth pages); it renders them itself, so they are routes but not exposed modules. */
export const shell = {
  name: 'shell',
  routes: {
    login: '/login',
    register: '/register',
    resetPassword: '/reset-password',
  },
} as const;
