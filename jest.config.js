// One `npm test` runs every workspace's suite; each workspace also runs alone (`npm test -w <name>`).
module.exports = {
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/platform',
    '<rootDir>/shared-hooks',
    '<rootDir>/shared-ui',
    '<rootDir>/dev-harness',
    '<rootDir>/shared-auth',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalog',
    '<rootDir>/mfe-checkout',
    '<rootDir>/mfe-testing',
    '<rootDir>/mfe-content',
    '<rootDir>/mfe-studio',
    '<rootDir>/local-supabase',
    '<rootDir>/tools',
    '<rootDir>/bench',
    '<rootDir>/soak',
  ],
};
