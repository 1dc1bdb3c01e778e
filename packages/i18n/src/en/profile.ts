export const profile = {
  menu: {
    title: 'My Profile',
    linksLabel: 'Profile settings',
    generalProfile: 'General Profile',
    pastVoting: 'Past Voting',
    participatedEvents: 'Participated Events',
    userInterests: 'User Interests',
    logout: 'Logout',
    logoutEverywhere: 'Log out everywhere',
  },
} as const;
