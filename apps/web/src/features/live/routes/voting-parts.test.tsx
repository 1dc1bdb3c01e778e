import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { buildBattle, buildEvent, buildPlayer, eventBattles, votingStatusReply, votingToReply } from '@/test/factories';
import { stubEventSource } from '@/test/fake-event-source';
import { on, stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { renderRouteInTab } from '@/test/render';

// Parts that throw while they draw, as a browser newer than the tests might make them (docs/decisions.md#341).
const broken = vi.hoisted(() => ({ stream: false, bar: false }));
vi.mock('@/components/stream-embed/stream-embed', () => ({
  StreamEmbed: () => {
    if (broken.stream) throw new Error('the stream player broke');
    return <p>The stream plays here</p>;
  },
}));
vi.mock('@/components/vote-bar/vote-bar', () => ({
  VoteBar: () => {
    if (broken.bar) throw new Error('the vote bar broke');
    return <p>The vote bar</p>;
  },
}));

const mika = buildPlayer({ username: 'mika.paints' });
const jun = buildPlayer({ username: 'jun_ink' });
const event = buildEvent({
  title_eng: 'Shibuya Night Canvas',
  youtube_emd: '<iframe src="https://www.youtube.com/embed/abc123"></iframe>',
});
const live = buildBattle({ battle_status: 'live', battle1: mika, battle2: jun, voting_status: 'on' });
const upcoming = buildBattle({ battle_name: 'Final', battle_status: null, battle1: jun, battle2: mika });
const REPORTS = '/backend/api/client-errors';
const PART_FAILED = 'This part could not be shown.';

function stubServer() {
  return stubFetch(
    on('/backend/api/VotingStatusActive', { body: votingStatusReply(null) }),
    on('/backend/api/VotingTo', { body: votingToReply(mika._id, 'Your vote has been recorded.') }),
    on(REPORTS, { body: { status: 1, message: 'The error was reported. Thank you.' } }),
  );
}

describe('the voting screen keeps working when one of its parts breaks (docs/decisions.md#341, #342)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken.stream = false;
    broken.bar = false;
    stubEventSource();
    saveSession(sessionOf(buildSessionUser({ _id: 'fan-1' }), 'jwt-fan'));
  });

  it('a broken stream leaves the vote: the fan still votes, and the server hears of it once, with the part and route', async () => {
    broken.stream = true;
    const user = userEvent.setup();
    const { requests } = stubServer();
    renderRouteInTab(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [live, upcoming]));

    const stream = await screen.findByRole('region', { name: 'Live stream: Shibuya Night Canvas' });
    expect(within(stream).getByRole('status')).toHaveTextContent(PART_FAILED);
    expect(screen.getByText('jun_ink VS mika.paints')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vote for mika.paints' }));
    expect(await screen.findByText('Your vote has been recorded.')).toBeInTheDocument();

    await waitFor(() => expect(requests.filter(({ url }) => url.pathname === REPORTS)).toHaveLength(1));
    expect(requests.find(({ url }) => url.pathname === REPORTS)?.body).toMatchObject({
      message: 'the stream player broke',
      part: 'stream',
      route: `/voting/${event._id}`,
      build: 'dev',
    });
  });

  it('a broken vote card leaves the stream and the battles, and comes back with the next snapshot', async () => {
    broken.bar = true;
    stubServer();
    renderRouteInTab(`/voting/${event._id}`);
    const source = await connectStream(eventBattles(event, [live, upcoming]));

    expect(await screen.findByText(PART_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vote for/ })).not.toBeInTheDocument();
    expect(screen.getByText('The stream plays here')).toBeInTheDocument();
    expect(screen.getByText('jun_ink VS mika.paints')).toBeInTheDocument();

    broken.bar = false;
    source.send('snapshot', {
      event: eventBattles(event, [{ ...live, votes: { Player1: 1, Player2: 0 } }, upcoming]),
      serverNow: new Date().toISOString(),
    });
    expect(await screen.findByRole('button', { name: 'Vote for mika.paints' })).toBeEnabled();
    expect(screen.queryByText(PART_FAILED)).not.toBeInTheDocument();
  });
});
