export const nav = {
  label: 'Main navigation',
  home: 'Home',
  calendar: 'Calendar',
  profile: 'Profile',
} as const;
