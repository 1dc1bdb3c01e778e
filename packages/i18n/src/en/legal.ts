export const legal = {
  lastUpdated: 'Last updated: {{date}}',
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains what personal information {{product}} (“the Service”) keeps, why, and the choices you have. The Service is operated from Japan and handles personal information in line with Japan’s Act on the Protection of Personal Information (APPI).',
    sections: {
      collect: {
        title: 'What we keep',
        body: 'Your account e-mail address and sign-in details (passwords are stored only as secure hashes); your profile (username, image, bio, country, city, school, team, links and interests); the votes you cast in battles; the posts and artworks you upload; and, for park accounts, the birthdates you enter. If you sign in with Google or LINE, we receive your name, e-mail address and account identifier from that provider.',
      },
      use: {
        title: 'How we use it',
        body: 'To run your account, show your public profile and posts, count votes fairly (one vote per person per battle), run live events, keep the Service secure and answer your questions. We do not sell personal information or use it for third-party advertising.',
      },
      storage: {
        title: 'Cookies and local storage',
        body: 'Your browser’s local storage keeps your sign-in session and your language choice (English or Japanese) so you stay signed in and see the language you picked. We use no advertising or tracking cookies. Clearing your browser’s site data signs you out and resets the language.',
      },
      sharing: {
        title: 'What others can see',
        body: 'Your username, profile image, country, city, public posts and event results are visible to other visitors. Posts marked “Private” are never shown to others. We share data with service providers (hosting, e-mail delivery) only as needed to run the Service, or when the law requires it.',
      },
      retention: {
        title: 'Keeping and deleting data',
        body: 'We keep your information while your account is active. You may ask us to correct, export or delete it at any time; event results and vote totals are kept in anonymous form.',
      },
      children: {
        title: 'Children and the park area',
        body: 'Accounts for children are created in the park area by a parent or guardian, who consents on the child’s behalf and can ask us to delete the account at any time. Users under 18 in the main area need the consent of a parent or guardian.',
      },
      contact: {
        title: 'Contact',
        body: 'For questions or requests about your personal information, write to {{email}}. We reply within 14 days.',
      },
    },
  },
  terms: {
    title: 'Terms of Service',
    intro:
      'These terms apply to everyone who uses {{product}} (“the Service”), including visitors who only browse events. By creating an account or taking part in an event, you agree to them.',
    sections: {
      accounts: {
        title: 'Your account',
        body: 'Give accurate information, keep your password to yourself and tell us if you think someone else is using your account. One person, one account.',
      },
      minors: {
        title: 'Minors and the park area',
        body: 'Users under 18 need the consent of a parent or guardian. In the park area, a parent or guardian signing up with a child must be 18 or older, and the child’s birthdate must be later than their own; someone signing up for themselves must be 13 or older (younger children take part through a parent or guardian’s account). Birthdates must be real dates in the past. Park accounts for children are managed by a parent or guardian, who is responsible for the child’s use of the Service.',
      },
      content: {
        title: 'Your content',
        body: 'You keep the rights to the artworks and posts you upload. You give the Service a free, non-exclusive licence to store, display and share them within the Service and to promote its events, for as long as they stay on the Service. Upload only work you made or have the right to share.',
      },
      conduct: {
        title: 'Conduct',
        body: 'Be respectful to artists, fans and organisers. Do not harass others, post illegal, hateful or sexual content, impersonate anyone, manipulate votes (for example with several accounts or automated tools) or disrupt live events. We may remove content or suspend accounts that break these rules.',
      },
      events: {
        title: 'Events and voting',
        body: 'Event schedules, themes and prizes may change. Votes are counted as cast while voting is open; the organisers’ decision on results is final.',
      },
      liability: {
        title: 'Availability and liability',
        body: 'We work to keep the Service running but cannot promise it will always be available or error-free. Except for intent or gross negligence, our liability is limited to the extent permitted by Japanese law.',
      },
      law: {
        title: 'Changes and governing law',
        body: 'We may update these terms and will announce important changes in the Service. These terms are governed by the laws of Japan, and the Tokyo District Court has exclusive jurisdiction in the first instance.',
      },
      contact: {
        title: 'Contact',
        body: 'Questions about these terms: {{email}}.',
      },
    },
  },
} as const;
