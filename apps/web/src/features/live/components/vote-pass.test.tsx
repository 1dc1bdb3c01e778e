import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { clearSession, saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { buildBattle, buildEvent, buildPlayer, eventBattles, votingStatusReply, votingToReply } from '@/test/factories';
import { stubEventSource } from '@/test/fake-event-source';
import { on, stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { renderRoute } from '@/test/render';

const fan = buildSessionUser({ _id: 'fan-1', username: 'aki', email: 'aki@example.com' });
const mika = buildPlayer({ username: 'mika.paints' });
const jun = buildPlayer({ username: 'jun_ink' });
const event = buildEvent({ title_eng: 'Shibuya Night Canvas' });
const live = buildBattle({ battle_status: 'live', battle1: mika, battle2: jun, voting_status: 'on' });

const asked = {
  email: 'To vote in this event, confirm your e-mail address first: enter the code we send to it.',
  room_code: 'Voting in this event is for people at the venue: scan the QR code on the big screen.',
};

/**
 * The server as the voting rule makes it answer: VotingTo refuses (403, naming what is missing) until
 * the proof was given, through email-code/confirm or room-pass, then records the vote.
 */
function stubRule(need: 'email' | 'room_code') {
  let proven = false;
  let recorded: string | null = null;
  return stubFetch(
    on('/backend/api/VotingStatusActive', () => ({ body: votingStatusReply(recorded) })),
    on('/backend/api/VotingTo', () => {
      if (!proven) return { status: 403, body: { status: 0, message: asked[need], errors: { [need]: asked[need] } } };
      recorded = mika._id;
      return { body: votingToReply(mika._id) };
    }),
    on('/backend/api/email-code/send', { body: { status: 1, message: 'We sent a code to aki@example.com.' } }),
    on('/backend/api/email-code/confirm', () => {
      proven = true;
      return { body: { status: 1, message: 'Address confirmed.', user: fan, email_proven: true } };
    }),
    on('/backend/api/room-pass', () => {
      proven = true;
      return { body: { status: 1, message: 'You can vote from this device for the rest of the event.' } };
    }),
  );
}

const posts = (requests: { url: URL; method: string; body: unknown }[], path: string) =>
  requests.filter((request) => request.url.pathname === path && request.method === 'POST');

describe('the voting screen asks for what the voting rule needs (docs/decisions.md#305, #306)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    stubEventSource();
    saveSession(sessionOf(fan, 'jwt-fan'));
  });

  it("'email': asks for the code sent to the fan's address on the screen, then sends the vote", async () => {
    const { requests } = stubRule('email');
    renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [live]));
    await userEvent.click(await screen.findByRole('button', { name: 'Vote for mika.paints' }));

    const title = await screen.findByText('Confirm your e-mail address to vote');
    expect(title.closest('section')).toHaveTextContent('aki@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await userEvent.type(await screen.findByLabelText('Code from the email'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('button', { name: 'Vote for mika.paints', pressed: true })).toBeInTheDocument();
    expect(screen.queryByText('Confirm your e-mail address to vote')).not.toBeInTheDocument();
    expect(posts(requests, '/backend/api/email-code/confirm').map((request) => request.body)).toEqual([
      { email: 'aki@example.com', code: '123456' },
    ]);
    expect(posts(requests, '/backend/api/VotingTo')).toHaveLength(2);
    // Two screens of typing and clicking in jsdom: seconds on a shared machine, a bound and not a timing.
  }, 20_000);

  it("'room': asks for the digits under the big screen's QR code, then sends the vote; 'Not now' closes the prompt", async () => {
    const { requests } = stubRule('room_code');
    renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [live]));
    await userEvent.click(await screen.findByRole('button', { name: 'Vote for mika.paints' }));
    await screen.findByText('Enter the code on the big screen');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Enter the code on the big screen')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Vote for mika.paints' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm and vote' });
    await userEvent.type(screen.getByLabelText('Code on the big screen'), '04a8 21-7x');
    expect(screen.getByLabelText('Code on the big screen')).toHaveValue('048217');
    await userEvent.click(confirm);

    expect(await screen.findByRole('button', { name: 'Vote for mika.paints', pressed: true })).toBeInTheDocument();
    expect(posts(requests, '/backend/api/room-pass').map((request) => request.body)).toEqual([
      { eventId: event._id, code: '048217' },
    ]);
  });

  it("'room_or_proven': asks for the room's code first; a fan watching online switches to the e-mail, and the vote goes by itself", async () => {
    const both =
      'To vote in this event, show that you are at the venue, or, watching online, confirm your e-mail address.';
    let proven = false;
    const { requests } = stubFetch(
      on('/backend/api/VotingStatusActive', () => ({ body: votingStatusReply(proven ? mika._id : null) })),
      on('/backend/api/VotingTo', () =>
        proven
          ? { body: votingToReply(mika._id) }
          : { status: 403, body: { status: 0, message: both, errors: { room_code: both, email: both } } },
      ),
      on('/backend/api/email-code/send', { body: { status: 1, message: 'We sent a code to aki@example.com.' } }),
      on('/backend/api/email-code/confirm', () => {
        proven = true;
        return { body: { status: 1, message: 'Address confirmed.', user: fan, email_proven: true } };
      }),
    );
    renderRoute(`/voting/${event._id}`);
    await connectStream(eventBattles(event, [live]));
    await userEvent.click(await screen.findByRole('button', { name: 'Vote for mika.paints' }));
    expect(await screen.findByText('Enter the code on the big screen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Watching online? Confirm your e-mail address instead' }));
    expect(screen.queryByText('Enter the code on the big screen')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Send Code' }));
    await userEvent.type(await screen.findByLabelText('Code from the email'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Vote for mika.paints', pressed: true })).toBeInTheDocument();
    expect(posts(requests, '/backend/api/VotingTo')).toHaveLength(2);
    // The vote went by itself: the prompt, with its way back to the room's code, is gone.
    expect(screen.queryByRole('button', { name: 'At the venue? Enter the code on the big screen instead' })).toBeNull();
  }, 20_000);

  it('stays on the voting screen when the browser scrolls the prompt into view with a Promise (Chromium 156)', async () => {
    // In current Chromium scrollIntoView returns a Promise; an effect that returned it crashed the page when the
    // prompt closed, since React calls an effect's return as its clean-up (docs/decisions.md#332).
    const scroll = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = () => Promise.resolve() as unknown as void;
    try {
      stubRule('room_code');
      renderRoute(`/voting/${event._id}`);
      await connectStream(eventBattles(event, [live]));
      await userEvent.click(await screen.findByRole('button', { name: 'Vote for mika.paints' }));
      await userEvent.type(await screen.findByLabelText('Code on the big screen'), '048217');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm and vote' }));
      expect(await screen.findByRole('button', { name: 'Vote for mika.paints', pressed: true })).toBeInTheDocument();
      expect(screen.queryByText('Enter the code on the big screen')).not.toBeInTheDocument();
      expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    } finally {
      Element.prototype.scrollIntoView = scroll;
    }
  });

  it('hands the room code of the QR code to the server at once and takes it out of the address', async () => {
    const { requests } = stubRule('room_code');
    const { router } = renderRoute(`/voting/${event._id}?room=551203`);
    await connectStream(eventBattles(event, [live]));
    await waitFor(() =>
      expect(posts(requests, '/backend/api/room-pass').map((request) => request.body)).toEqual([
        { eventId: event._id, code: '551203' },
      ]),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.click(await screen.findByRole('button', { name: 'Vote for mika.paints' }));
    expect(await screen.findByRole('button', { name: 'Vote for mika.paints', pressed: true })).toBeInTheDocument();
    expect(screen.queryByText('Enter the code on the big screen')).not.toBeInTheDocument();
  });
});

describe("the big screen's way in (docs/product.md#rule-309, docs/decisions.md#333)", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    stubEventSource();
    clearSession();
  });

  const wayIn = (code: string | null, key: string | null) => ({
    body: {
      status: 1,
      message: 'ok',
      voting_url: `https://artclash.example/voting/${event._id}`,
      short_url: 'https://artclash.example/v/3fa9c2d1',
      code,
      key,
      changes_at: '2026-12-05T12:31:00.000Z',
    },
  });

  it("shows a signed-out projector opened with the console's link the code of the minute, under the public short address", async () => {
    const { requests } = stubFetch(on(`/backend/api/room-code/${event._id}`, wayIn('048217', 'k'.repeat(22))));
    renderRoute(`/live-event-battle/${event._id}?screen=key-of-the-screen`);
    await connectStream(eventBattles(event, [live], { voting_rule: 'room' }));
    expect(await screen.findByLabelText('Code to type on the voting page: 048217')).toHaveTextContent(
      'Code to type048217',
    );
    // The deployment's public address, never the projector's own origin (jsdom's is localhost).
    expect(screen.getByText('artclash.example')).toBeInTheDocument();
    expect(screen.getByText('/v/3fa9c2d1')).toBeInTheDocument();
    const asked = requests.filter((request) => request.url.pathname === `/backend/api/room-code/${event._id}`);
    expect(asked[0]?.url.searchParams.get('screen')).toBe('key-of-the-screen');
  });

  it('shows the QR code and the public address with no code when the server gives none', async () => {
    stubFetch(on(`/backend/api/room-code/${event._id}`, wayIn(null, null)));
    renderRoute(`/live-event-battle/${event._id}`);
    await connectStream(eventBattles(event, [live], { voting_rule: 'anyone' }));
    expect(await screen.findByRole('img', { name: 'QR code that opens the voting page' })).toBeInTheDocument();
    expect(screen.getByText('artclash.example')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Code to type on the voting page/)).not.toBeInTheDocument();
  });
});
