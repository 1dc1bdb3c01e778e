import { ZAdminEventReplySchema } from '@artclash/contract';
import { SCREEN_HEADER } from '@artclash/contract/values';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import {
  battleControlReply,
  buildBattle,
  buildEvent,
  buildPlayer,
  eventBattles,
  undrawnThemes,
} from '@/test/factories';
import { stubEventSource } from '@/test/fake-event-source';
import { on, stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { renderRoute } from '@/test/render';

// The organisers' writes name the screen they come from, for the event's log (docs/decisions.md#404, #408).
const NOW = Date.parse('2026-12-05T12:30:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const [mika, jun] = [buildPlayer({ username: 'mika.paints' }), buildPlayer({ username: 'jun_ink' })];
const event = buildEvent({ title_eng: 'Night Canvas' });
const roulette = { sponsor_img: '' };
const live = buildBattle({ battle_name: 'Final', battle_status: 'live', battle1: mika, battle2: jun, roulette });
const waiting = buildBattle({
  battle_name: 'Encore',
  battle_status: null,
  battle1: mika,
  battle2: jun,
  roulette,
  ...undrawnThemes,
});
const START = '/backend/admin-api/EventSingleBattleTimeStart';
const PAUSE = '/backend/admin-api/EventSingleBattleTimePause';
const CURRENT = `/backend/admin-api/events/${event._id}/show/current`;
const ROULETTE = `/backend/admin-api/events/${event._id}/roulette`;

type Sent = { url: URL; headers: Headers; body: unknown };
const screensOf = (requests: Sent[], path: string) =>
  requests.filter(({ url }) => url.pathname === path).map(({ headers }) => headers.get(SCREEN_HEADER));

describe('the screen an organiser acts from', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession(sessionOf(buildSessionUser({ role: 'admin' }), 'jwt-admin'));
  });

  describe('in the control room', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: NOW });
      stubEventSource();
    });
    afterEach(() => void vi.useRealTimers());

    const openControlRoom = (battles: Parameters<typeof eventBattles>[1]) => {
      renderRoute(`/admin/live/${event._id}`);
      return connectStream(eventBattles(event, battles, { roulette }), iso(NOW));
    };

    it('names the control room for a button, the shortcut for the N key', async () => {
      const user = userEvent.setup();
      const show = eventBattles(event, [waiting]).show;
      const { requests } = stubFetch(on(CURRENT, { body: { status: 1, message: 'On stage.', show } }));
      await openControlRoom([waiting]);
      await user.click(await screen.findByRole('button', { name: 'Next step: put “Encore” on stage' }));
      await waitFor(() => expect(screensOf(requests, CURRENT)).toEqual(['controlRoom']));
      await user.keyboard('n');
      await waitFor(() => expect(screensOf(requests, CURRENT)).toEqual(['controlRoom', 'shortcut']));
      // The press is not part of the call's body.
      expect(requests.filter(({ url }) => url.pathname === CURRENT).map(({ body }) => body)).toEqual([
        { battleId: waiting._id },
        { battleId: waiting._id },
      ]);
    }, 15_000);

    it('names the control room for the timer button, the shortcut for the T key', async () => {
      const user = userEvent.setup();
      const playing = { ...live, battle_time_status: 'play' as const, battle_time_start: iso(NOW) };
      const { requests } = stubFetch(
        on(START, { body: battleControlReply(playing) }),
        on(PAUSE, {
          body: battleControlReply({ ...playing, battle_time_status: 'pause', battle_time_pause: iso(NOW) }),
        }),
      );
      await openControlRoom([live]);
      const onStage = within(await screen.findByRole('region', { name: 'Final' }));
      await user.click(onStage.getByRole('button', { name: 'Start' }));
      await waitFor(() => expect(screensOf(requests, START)).toEqual(['controlRoom']));
      expect(await onStage.findByRole('button', { name: 'Pause' })).toBeEnabled();
      await user.keyboard('t');
      await waitFor(() => expect(screensOf(requests, PAUSE)).toEqual(['shortcut']));
      expect(requests.find(({ url }) => url.pathname === PAUSE)?.body).not.toHaveProperty('byShortcut');
    }, 15_000);
  });

  it('names the console for a console write, and nothing for a read', async () => {
    const keywords = [{ keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' }];
    const { requests } = stubFetch(
      on(ROULETTE, { body: { status: 1, message: 'Roulette saved', Roulette: { keywords, sponsor_img: '' } } }),
      on(`/backend/admin-api/events/${event._id}`, {
        body: ZAdminEventReplySchema.parse({
          status: 1,
          message: 'ok',
          event: { ...event, voting_rule: 'anyone', auto_close_voting: false, projector_language: 'en' },
          version: 1,
          screen_key: 'screen-key-of-the-event',
        }),
      }),
    );
    renderRoute(`/admin/roulette-pool/${event._id}`);
    expect(await screen.findByDisplayValue('Ocean')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter(({ method }) => method === 'PUT')).toHaveLength(1));
    expect(requests.find(({ method }) => method === 'PUT')?.headers.get(SCREEN_HEADER)).toBe('console');
    expect(screensOf(requests, ROULETTE)).toEqual([null, 'console']);
  }, 15_000);
});
