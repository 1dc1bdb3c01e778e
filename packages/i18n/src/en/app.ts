/** The installed app: its description in the web manifest, the offline notice and the new-version prompt (docs/decisions.md#91). */
export const app = {
  description:
    'Live art battles between creators of every genre: follow the events, watch the battles and vote from your phone.',
  offline: 'You are offline. ArtClash reconnects by itself when the network is back.',
  newVersion: 'A new version of ArtClash is ready. It opens when you go to another page.',
  updateNow: 'Update now',
} as const;
