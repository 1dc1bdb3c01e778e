import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { battleControlReply, buildBattle, buildEvent, buildPlayer, eventBattles, liveVotes } from '@/test/factories';
import { stubEventSource } from '@/test/fake-event-source';
import { stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { renderRoute } from '@/test/render';

const mika = buildPlayer({ username: 'mika.paints' });
const jun = buildPlayer({ username: 'jun_ink' });
const event = buildEvent({ title_eng: 'Night Canvas' });
const live = buildBattle({
  battle_name: 'Final',
  battle_name_jap: '決勝',
  battle_status: 'live',
  voting_status: 'off',
  voting_bar: 'hide',
  battle1: mika,
  battle2: jun,
  votes: { Player1: 2, Player2: 1 },
  judge_scores: null,
});

describe('the live control room /admin/live (docs/decisions.md#24)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession(sessionOf(buildSessionUser({ role: 'admin' }), 'jwt-admin'));
    stubEventSource();
  });

  it('shows the votes as they arrive and sends each switch, the winner and the judge scores to the server', async () => {
    const { requests } = stubFetch((url, init) => {
      if (init?.method !== 'PUT') return undefined;
      const body = JSON.parse(String(init.body)) as object;
      return { body: battleControlReply({ ...live, ...body }) };
    });
    renderRoute(`/admin/live/${event._id}`);
    const source = await connectStream(eventBattles(event, [live]));
    const card = within(await screen.findByRole('article', { name: 'Final' }));
    expect(card.getByTestId('votes-1')).toHaveTextContent('2');

    source.send('votes', liveVotes(live._id, 7, 3));
    await waitFor(() => expect(card.getByTestId('votes-1')).toHaveTextContent('7'));
    expect(card.getByTestId('votes-2')).toHaveTextContent('3');

    await userEvent.click(card.getByRole('button', { name: 'Voting: Voting closed' }));
    await userEvent.selectOptions(card.getByLabelText('Winner'), 'mika.paints');
    await userEvent.type(card.getByLabelText('IDEA for mika.paints'), '9');
    await userEvent.type(card.getByLabelText('IDEA for jun_ink'), '7.5');
    await userEvent.click(card.getByRole('button', { name: 'Save scores' }));
    await userEvent.click(card.getByRole('button', { name: 'Complete battle' }));

    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(4));
    expect(
      requests.filter((request) => request.method === 'PUT').map((request) => [request.url.pathname, request.body]),
    ).toEqual([
      [`/backend/admin-api/battles/${live._id}`, { voting_status: 'on' }],
      [`/backend/admin-api/battles/${live._id}`, { player_winner_id: mika._id }],
      [`/backend/admin-api/battles/${live._id}`, { scores: { idea: { player1: 9, player2: 7.5 } } }],
      [
        `/backend/admin-api/battles/${live._id}`,
        { battle_status: 'complete', voting_status: 'off', player_winner_id: mika._id },
      ],
    ]);
  }, 15_000);

  it('names the battle in Japanese and refuses a score out of range without sending it', async () => {
    await i18n.changeLanguage('ja');
    const { requests } = stubFetch();
    renderRoute(`/admin/live/${event._id}`);
    await connectStream(eventBattles(event, [live]));
    const card = within(await screen.findByRole('article', { name: '決勝' }));
    await userEvent.type(card.getByLabelText('mika.paintsのアイデア'), '120');
    await userEvent.type(card.getByLabelText('jun_inkのアイデア'), '5');
    await userEvent.click(card.getByRole('button', { name: 'スコアを保存' }));
    expect(
      await card.findByText('スコアは両方のプレイヤーについて、0〜100の数値で入力してください。'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
