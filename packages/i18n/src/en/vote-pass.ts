// What a fan is asked for when the event's voting rule needs it, and the big screen's room code (docs/decisions.md#305, #306).
export const votePass = {
  provenTitle: 'Confirm your e-mail address to vote',
  provenLead:
    'This event counts votes from confirmed accounts only. Your vote is sent as soon as the code is confirmed.',
  emailLabel: 'E-mail address',
  roomTitle: 'Enter the code on the big screen',
  roomLead:
    'This event counts votes from the venue. Scan the QR code on the big screen again, or type the 6 digits shown under its short address.',
  roomInstead: 'At the venue? Enter the code on the big screen instead',
  provenInstead: 'Watching online? Confirm your e-mail address instead',
  roomLabel: 'Code on the big screen',
  roomSubmit: 'Confirm and vote',
  cancel: 'Not now',
  roomReady: 'You can vote from this phone for the rest of the event.',
  screenCode: 'Code to type',
  screenCodeLabel: 'Code to type on the voting page: {{code}}',
} as const;
