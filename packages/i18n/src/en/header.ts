export const header = {
  back: 'Back',
  homeLink: '{{product}} home',
  language: 'Language',
  english: 'EN',
  japanese: '日本語',
  createAccount: 'Create an Account',
  accountMenu: 'Account menu for {{name}}',
  edit: 'Edit',
  logout: 'Logout',
  console: 'Console',
  loggedOut: 'You have been logged out.',
} as const;
