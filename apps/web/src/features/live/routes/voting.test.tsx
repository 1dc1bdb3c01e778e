import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser, failureReply } from '@/test/accounts';
import {
  buildBattle,
  buildEvent,
  buildPlayer,
  eventBattles,
  votingStatusReply,
  votingToReply,
  undrawnThemes,
} from '@/test/factories';
import { stubEventSource } from '@/test/fake-event-source';
import { on, stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { renderRoute } from '@/test/render';

const fan = buildSessionUser({ _id: 'fan-1', username: 'aki' });
const mika = buildPlayer({ username: 'mika.paints' });
const jun = buildPlayer({ username: 'jun_ink' });
const event = buildEvent({ title_eng: 'Shibuya Night Canvas', title_jap: '渋谷ナイトキャンバス' });
const live = buildBattle({
  battle_name: 'Semi-final',
  battle_status: 'live',
  battle1: mika,
  battle2: jun,
  voting_status: 'on',
  voting_bar: 'show',
  votes: { Player1: 2, Player2: 2 },
});
const upcoming = buildBattle({
  battle_name: 'Final',
  battle_status: null,
  battle1: jun,
  battle2: buildPlayer({ username: 'ren' }),
});

const VOTING_STATUS = '/backend/api/VotingStatusActive';
const VOTING_TO = '/backend/api/VotingTo';

/** VotingStatusActive answers the vote recorded so far; VotingTo records a vote, both as the server would. */
function stubVoting({
  votedFor = null as string | null,
  voteReply = votingToReply(mika._id) as unknown,
  voteStatus = 200,
} = {}) {
  let recorded = votedFor;
  return stubFetch(
    on(VOTING_STATUS, () => ({ body: votingStatusReply(recorded) })),
    on(VOTING_TO, () => {
      if (voteStatus === 200) recorded = (voteReply as { userId: string }).userId;
      return { status: voteStatus, body: voteReply };
    }),
  );
}

const votes = <R extends { url: URL }>(requests: R[], path: string) =>
  requests.filter(({ url }) => url.pathname === path);

/** Every heading and status line a phone state may show (docs/product.md#rule-340): which of them are on the screen. */
const STATE_TEXTS = [
  'Please wait for the next battle',
  'The theme is drawn',
  'Voting opens soon.',
  'CAST YOUR VOTE!',
  'Voting Started!',
  'Voting is closed',
  'The result is coming soon.',
  'Result',
];
const shownStateTexts = () => STATE_TEXTS.filter((text) => screen.queryByText(text) !== null);

/** The phone's one state: the card its only heading names, and the state's texts alone on the screen. */
async function expectState(heading: string, status?: string) {
  const card = await screen.findByRole('region', { name: heading });
  expect(within(card).getAllByRole('heading')).toHaveLength(1);
  expect(shownStateTexts()).toEqual(STATE_TEXTS.filter((text) => text === heading || text === status));
  if (status) expect(within(card).getByRole('status')).toHaveTextContent(status);
  return within(card);
}

describe('the live stream with voting /voting (docs/product.md#rule-5)', () => {
  beforeEach(() => {
    stubEventSource();
    saveSession(sessionOf(fan, 'jwt-fan'));
  });

  it('shows the title with the keywords, the countdown, both players and the battle list', async () => {
    const { requests } = stubVoting();
    renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [live, upcoming]));

    expect(await screen.findByRole('heading', { level: 2, name: 'Shibuya Night Canvas' })).toBeInTheDocument();
    expect(screen.getByText('Ocean / Fire')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/live-match/${event._id}`);
    expect(screen.getByText('Live now')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('10:00.0');
    await expectState('CAST YOUR VOTE!', 'Voting Started!');
    expect(screen.getByRole('button', { name: 'Vote for mika.paints', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote for jun_ink', pressed: false })).toBeInTheDocument();
    expect(screen.getByText('VS')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vote share: mika.paints 50%, jun_ink 50%' })).toBeInTheDocument();
    expect(screen.getByText('Voting Started!')).toBeInTheDocument();
    expect(screen.getByText('Semi-final')).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: 'Event Battles' }).closest('section')!;
    expect(within(list).getByText('jun_ink VS ren')).toBeInTheDocument();

    // The voting status is read for the current battle, as the signed-in user.
    await waitFor(() => expect(votes(requests, VOTING_STATUS)).toHaveLength(1));
    expect(votes(requests, VOTING_STATUS)[0]).toMatchObject({
      body: { eventId: event._id, battleId: live._id, vote_send_userId: 'fan-1' },
    });
  });

  it('highlights the player this user voted for, as VotingStatusActive says', async () => {
    stubVoting({ votedFor: jun._id });
    renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [live]));
    expect(await screen.findByRole('button', { name: 'Vote for jun_ink', pressed: true })).toHaveTextContent(
      'Your vote',
    );
    expect(screen.getByRole('button', { name: 'Vote for mika.paints', pressed: false })).toBeInTheDocument();
  });

  it('votes on a tap: VotingTo carries the battle and the receiver, and its reply refreshes the status and moves the highlight', async () => {
    const user = userEvent.setup();
    const { requests } = stubVoting({
      votedFor: jun._id,
      voteReply: votingToReply(mika._id, 'Your vote has been counted.'),
    });
    renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [live]));
    await screen.findByRole('button', { name: 'Vote for jun_ink', pressed: true });

    await user.click(screen.getByRole('button', { name: 'Vote for mika.paints' }));
    expect(await screen.findByText('Your vote has been counted.')).toBeInTheDocument();
    const [sent] = votes(requests, VOTING_TO);
    expect(sent?.body).toEqual({
      eventId: event._id,
      battleId: live._id,
      vote_receive_userId: mika._id,
      vote_send_userId: 'fan-1',
      vote: 1,
    });
    expect(sent?.headers.get('Authorization')).toBe('jwt-fan');
    expect(await screen.findByRole('button', { name: 'Vote for mika.paints', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote for jun_ink', pressed: false })).toBeInTheDocument();
    // Read once for the battle; the vote's own reply is the refreshed status.
    expect(votes(requests, VOTING_STATUS)).toHaveLength(1);
  });

  it('before voting opens: the theme and the time, "Voting opens soon", and buttons that cannot be pressed', async () => {
    const user = userEvent.setup();
    const { requests } = stubVoting();
    renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [{ ...live, voting_status: 'off', voting_opened: false }]));
    await expectState('The theme is drawn', 'Voting opens soon.');
    expect(screen.getByText('Ocean / Fire')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('10:00.0');
    const button = screen.getByRole('button', { name: 'Vote for mika.paints' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(votes(requests, VOTING_TO)).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Voting Started!')).not.toBeInTheDocument();
  });

  it('voting closed: says so and disables the buttons, so no tap ends in a refusal', async () => {
    stubVoting();
    renderRoute(`/voting/${event._id}`);
    await connectStream(
      eventBattles(event, [{ ...live, voting_status: 'off', voting_opened: true, battle_phase: 'voting_closed' }]),
    );
    await expectState('Voting is closed', 'The result is coming soon.');
    expect(screen.getByRole('button', { name: 'Vote for mika.paints' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vote for jun_ink' })).toBeDisabled();
    // The battle still runs: the stream is live.
    expect(screen.getByText('Live now')).toBeInTheDocument();
  });

  it('the result: the winner\'s name and the vote split, and no more "Live now"', async () => {
    stubVoting();
    renderRoute(`/voting/${event._id}`);
    const complete = {
      ...live,
      battle_status: 'complete' as const,
      battle_phase: 'complete' as const,
      voting_status: 'off',
      votes: { Player1: 5, Player2: 3 },
      player_winner_id: mika._id,
    };
    const source = await connectStream(eventBattles(event, [complete, upcoming]));
    const result = await screen.findByTestId('phone-result');
    expect(result).toHaveTextContent('Winner: mika.paints');
    expect(result).toHaveTextContent('mika.paints 5 – 3 jun_ink');
    await expectState('Result');
    // Another battle is to come: no way to the event's results yet.
    expect(screen.queryByRole('link', { name: 'View Results' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vote for/ })).toBeNull();
    expect(screen.queryByText('Live now')).toBeNull();

    source.send('snapshot', {
      event: eventBattles(event, [
        { ...complete, player_winner_id: null, draw: true, votes: { Player1: 2, Player2: 2 } },
      ]),
      serverNow: new Date().toISOString(),
    });
    expect(await screen.findByText('Draw')).toBeInTheDocument();
  });

  it('shows the theme as soon as the roulette draws it, before the battle starts', async () => {
    stubVoting();
    renderRoute(`/voting/${event._id}`);
    const waiting = {
      ...upcoming,
      ...undrawnThemes,
    };
    const base = eventBattles(event, [waiting]);
    const source = await connectStream({ ...base, show: { ...base.show, current_battle_id: upcoming._id } });
    expect(await screen.findByText('Please wait for the next battle')).toBeInTheDocument();
    source.send('snapshot', {
      event: {
        ...base,
        show: {
          ...base.show,
          current_battle_id: upcoming._id,
          roulette: {
            state: 'stopped',
            battle_id: upcoming._id,
            left: { eng: 'Moon', jap: '月' },
            right: { eng: 'Rain', jap: '雨' },
            changed_at: new Date().toISOString(),
          },
        },
      },
      serverNow: new Date().toISOString(),
    });
    expect(await screen.findByText('Moon / Rain')).toBeInTheDocument();
    await expectState('The theme is drawn', 'Voting opens soon.');
    expect(screen.getByRole('button', { name: 'Vote for ren' })).toBeDisabled();
    expect(screen.queryByText('Live now')).toBeNull();
  });

  it("toasts the server's refusal", async () => {
    const user = userEvent.setup();
    stubVoting({ voteStatus: 409, voteReply: failureReply('The players of a battle cannot vote in it.') });
    renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [live]));
    await user.click(await screen.findByRole('button', { name: 'Vote for jun_ink' }));
    expect(await screen.findByText('The players of a battle cannot vote in it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote for jun_ink', pressed: false })).toBeInTheDocument();
  });

  it('reads the voting status again when the current battle changes', async () => {
    const { requests } = stubVoting();
    renderRoute(`/voting/${event._id}`);
    const source = await connectStream(eventBattles(event, [live, upcoming]));
    await waitFor(() => expect(votes(requests, VOTING_STATUS)).toHaveLength(1));

    source.send('snapshot', {
      event: eventBattles(event, [
        { ...live, battle_status: 'complete', battle_phase: 'complete' },
        { ...upcoming, battle_status: 'live', battle_phase: 'live', voting_status: 'on' },
      ]),
      serverNow: new Date().toISOString(),
    });
    await waitFor(() => expect(votes(requests, VOTING_STATUS)).toHaveLength(2));
    expect(votes(requests, VOTING_STATUS)[1]?.body).toMatchObject({ battleId: upcoming._id });
    expect(await screen.findByRole('button', { name: 'Vote for ren' })).toBeInTheDocument();
  });

  it('asks to wait without a battle, naming who is up next', async () => {
    stubVoting();
    renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [upcoming]));
    const card = await expectState('Please wait for the next battle');
    expect(card.getByText('Next up: jun_ink VS ren')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vote for/ })).not.toBeInTheDocument();
  });

  it('names the battle the organiser put on stage as next, and "To be decided" for a player not chosen yet', async () => {
    stubVoting();
    renderRoute(`/voting/${event._id}`);
    const chosen = { ...buildBattle({ battle_status: null, battle1: mika, battle2: null }), ...undrawnThemes };
    const base = eventBattles(event, [upcoming, chosen]);
    await connectStream({ ...base, show: { ...base.show, current_battle_id: chosen._id } });
    const card = await expectState('Please wait for the next battle');
    expect(card.getByText('Next up: mika.paints VS To be decided')).toBeInTheDocument();
  });

  it('names no one while the next battle has no players yet', async () => {
    stubVoting();
    renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [buildBattle({ battle_status: null, battle1: null, battle2: null })]));
    const card = await expectState('Please wait for the next battle');
    expect(card.queryByText(/Next up/)).not.toBeInTheDocument();
  });

  it('shows no stream box for an event without a stream, and the stream for one with it', async () => {
    stubVoting();
    const { unmount } = renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [live]));
    await screen.findByRole('heading', { name: 'CAST YOUR VOTE!' });
    expect(screen.queryByRole('region', { name: 'Live stream: Shibuya Night Canvas' })).not.toBeInTheDocument();
    expect(screen.queryByText('The live stream will appear here.')).not.toBeInTheDocument();
    // "Live now" stands beside the title, stream or not.
    expect(screen.getByText('Live now')).toBeInTheDocument();
    unmount();

    const streamed = buildEvent({
      title_eng: 'Shibuya Night Canvas',
      youtube_emd: '<iframe src="https://www.youtube.com/embed/abc123"></iframe>',
    });
    renderRoute(`/voting/${streamed._id}`);
    await connectStream(eventBattles(streamed, [live]));
    const stream = await screen.findByRole('region', { name: 'Live stream: Shibuya Night Canvas' });
    expect(await within(stream).findByTitle('Live stream: Shibuya Night Canvas')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/abc123',
    );
  });

  it("after the final, the result leads to the event's results", async () => {
    stubVoting();
    renderRoute(`/voting/${event._id}`);
    const final = {
      ...live,
      battle_name: 'Final',
      battle_status: 'complete' as const,
      battle_phase: 'complete' as const,
      voting_status: 'off',
      player_winner_id: jun._id,
    };
    await connectStream(eventBattles(event, [buildBattle({ battle1: mika, battle2: jun }), final]));
    const card = await expectState('Result');
    expect(card.getByTestId('phone-result')).toHaveTextContent('Winner: jun_ink');
    expect(card.getByRole('link', { name: 'View Results' })).toHaveAttribute('href', `/match-details/${event._id}`);
  });

  it('speaks Japanese, voting closed included', async () => {
    localStorage.setItem('language', 'ja');
    const user = userEvent.setup();
    stubVoting();
    renderRoute(`/voting/${event._id}`);
    await user.click(await screen.findByRole('button', { name: '日本語' }));
    const source = await connectStream(eventBattles(event, [live]));
    expect(await screen.findByRole('heading', { name: '投票してください！' })).toBeInTheDocument();
    expect(screen.getByText('海 / 炎')).toBeInTheDocument();
    expect(screen.getByText('投票受付中！')).toBeInTheDocument();

    source.send('snapshot', {
      event: eventBattles(event, [{ ...live, voting_status: 'off', battle_phase: 'voting_closed' }]),
      serverNow: new Date().toISOString(),
    });
    expect(await screen.findByRole('heading', { name: '投票は締め切りました' })).toBeInTheDocument();
    expect(screen.getByText('まもなく結果が発表されます。')).toBeInTheDocument();
    expect(screen.queryByText('投票してください！')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'mika.paintsに投票する' })).toBeDisabled();
  });
});

describe('the voting page, signed out (docs/product.md#rule-330)', () => {
  beforeEach(() => void stubEventSource());

  const actionsOf = () => screen.getAllByRole('link').filter((link) => link.closest('section'));

  it('names the event and offers Login and Create an Account side by side, both coming back here', async () => {
    const { requests } = stubVoting();
    renderRoute(`/voting/${event._id}?room=551203`);
    await connectStream(eventBattles(event, [live]));

    expect(await screen.findByRole('heading', { level: 2, name: 'Shibuya Night Canvas' })).toBeInTheDocument();
    const join = screen.getByRole('region', { name: 'Sign in to vote' });
    const [login, signUp] = within(join).getAllByRole('link');
    const next = encodeURIComponent(`/voting/${event._id}?room=551203`);
    expect(login).toHaveAccessibleName('Login');
    expect(login).toHaveAttribute('href', `/signin?next=${next}`);
    expect(signUp).toHaveAccessibleName('Create an Account');
    expect(signUp).toHaveAttribute('href', `/signup/fan?next=${next}`);
    // Side by side: one row of two, the same size.
    expect(login!.parentElement).toBe(signUp!.parentElement);
    expect(login!.parentElement).toHaveClass('joinActions');
    expect(actionsOf()).toEqual([login, signUp]);

    // Nothing to vote with yet, and nothing asked of the voting calls; Back goes to the public live page.
    expect(screen.queryByRole('button', { name: /Vote for/ })).not.toBeInTheDocument();
    expect(votes(requests, VOTING_STATUS)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/live-event/${event._id}`);
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    stubVoting();
    renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [live]));
    expect(await screen.findByRole('heading', { level: 2, name: '渋谷ナイトキャンバス' })).toBeInTheDocument();
    const join = screen.getByRole('region', { name: 'ログインして投票' });
    const links = within(join).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['ログイン', '新規登録']);
    expect(links[1]).toHaveAttribute('href', `/signup/fan?next=${encodeURIComponent(`/voting/${event._id}`)}`);
  });

  it('shows the voting screen as soon as the visitor is signed in', async () => {
    stubVoting();
    renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [live]));
    await screen.findByRole('region', { name: 'Sign in to vote' });
    act(() => saveSession(sessionOf(fan, 'jwt-fan')));
    expect(await screen.findByRole('button', { name: 'Vote for mika.paints' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign in to vote' })).not.toBeInTheDocument();
  });
});
