import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBattle, buildEvent, buildPlayer, eventBattles } from '@/test/factories';
import { stubEventSource } from '@/test/fake-event-source';
import { stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { renderRouteInTab } from '@/test/render';

// Parts of the projector that throw while they draw (docs/decisions.md#341).
const broken = vi.hoisted(() => ({ qr: false, bar: false }));
vi.mock('@/components/qr-code/qr-code', () => ({
  QrCode: ({ label }: { label: string }) => {
    if (broken.qr) throw new Error('the QR code broke');
    return <p>{label}</p>;
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
const event = buildEvent({ title_eng: 'Shibuya Night Canvas' });
const live = buildBattle({ battle_name: 'Semi-final', battle_status: 'live', battle1: mika, battle2: jun });
const PART_FAILED = 'This part could not be shown.';
const REPORTS = '/backend/api/client-errors';

describe('the big screen keeps showing the battle when one of its parts breaks (docs/decisions.md#341)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken.qr = false;
    broken.bar = false;
    stubEventSource();
  });

  it('a broken vote bar leaves the players, the theme and the way to vote, and tells the server with the part', async () => {
    broken.bar = true;
    const { requests } = stubFetch();
    renderRouteInTab(`/live-event-battle/${event._id}?screen=secret-key`);
    await connectStream(eventBattles(event, [live]));

    expect(await screen.findByRole('region', { name: 'mika.paints' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'jun_ink' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Theme' })).getByText('Ocean')).toBeInTheDocument();
    expect(await screen.findByText('QR code that opens the voting page')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PART_FAILED);
    expect(screen.queryByText('The vote bar')).not.toBeInTheDocument();

    await waitFor(() => expect(requests.filter(({ url }) => url.pathname === REPORTS)).toHaveLength(1));
    expect(requests.find(({ url }) => url.pathname === REPORTS)?.body).toEqual({
      message: 'the vote bar broke',
      stack: expect.any(String) as string,
      part: 'vote-bar',
      // The path alone: the projector's screen key stays on the projector.
      route: `/live-event-battle/${event._id}`,
      build: 'dev',
    });
  });

  it('a broken join panel leaves the arena, and comes back with the next snapshot', async () => {
    broken.qr = true;
    stubFetch();
    renderRouteInTab(`/live-event-battle/${event._id}`);
    const source = await connectStream(eventBattles(event, [live]));

    expect(await screen.findByText(PART_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'mika.paints' })).toBeInTheDocument();
    expect(screen.getByText('The vote bar')).toBeInTheDocument();

    broken.qr = false;
    source.send('snapshot', {
      event: eventBattles(event, [{ ...live, votes: { Player1: 2, Player2: 1 } }]),
      serverNow: new Date().toISOString(),
    });
    expect(await screen.findByText('QR code that opens the voting page')).toBeInTheDocument();
    expect(screen.queryByText(PART_FAILED)).not.toBeInTheDocument();
  });
});
