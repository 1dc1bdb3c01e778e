import { ZPastVotingReplySchema, type TPastVote } from '@artclash/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { artistSession, userDetailsReply } from '@/test/creators';
import { buildEvent, buildUser } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const event = buildEvent({ title_eng: 'Shibuya Night Canvas', title_jap: '渋谷ナイトキャンバス' });
const vote = (overrides: Partial<TPastVote> = {}): TPastVote => ({
  event,
  battle: { _id: 'battle-1', battle_name: 'Final' },
  voted_for: buildUser({ username: 'jun_ink' }),
  voted_at: '2026-12-05T10:30:00.000Z',
  outcome: null,
  ...overrides,
});
const pastVoting = (votes: TPastVote[]) =>
  on('/backend/api/past-voting', { body: ZPastVotingReplySchema.parse({ status: 1, message: 'ok', data: votes }) });
const getUser = on('/backend/api/get_user/u1', { body: userDetailsReply() });

beforeEach(() => void saveSession(artistSession));

describe('Past Voting /past-voting (docs/product.md §2.9, docs/product.md#rule-177)', () => {
  it("lists the user's votes, each opening its event's results", async () => {
    const { requests } = stubFetch(getUser, pastVoting([vote()]));
    renderRoute('/past-voting');

    expect(await screen.findByRole('heading', { level: 1, name: 'Past Voting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile');
    const list = await screen.findByRole('list', { name: 'Your votes' });
    const link = within(list).getByRole('link');
    expect(link).toHaveAttribute('href', `/match-details/${event._id}`);
    expect(link).toHaveTextContent('Shibuya Night Canvas');
    expect(link).toHaveTextContent('Final');
    expect(link).toHaveTextContent('You voted for jun_ink');
    expect(link).toHaveTextContent('Voted on Sat, Dec 5, 2026');
    expect(
      requests.find((request) => request.url.pathname === '/backend/api/past-voting')?.headers.get('Authorization'),
    ).toBe('jwt');
  });

  it('says whether each pick won, lost or drew, in either language, and nothing before the battle ends (docs/product.md#rule-378)', async () => {
    const user = userEvent.setup();
    const battleOf = (id: string) => ({ _id: id, battle_name: id });
    stubFetch(
      getUser,
      pastVoting([
        vote({ battle: battleOf('Won'), outcome: 'won' }),
        vote({ battle: battleOf('Lost'), outcome: 'lost' }),
        vote({ battle: battleOf('Drawn'), outcome: 'draw' }),
        vote({ battle: battleOf('Running'), outcome: null }),
      ]),
    );
    renderRoute('/past-voting');
    const links = within(await screen.findByRole('list', { name: 'Your votes' })).getAllByRole('link');
    expect(links.map((link) => link.querySelector('[data-outcome]')?.textContent ?? null)).toEqual([
      'Your pick won',
      'Your pick lost',
      'Draw',
      null,
    ]);
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findByText('投票したプレイヤーの勝ち')).toBeInTheDocument();
    expect(screen.getByText('投票したプレイヤーの負け')).toBeInTheDocument();
    expect(screen.getByText('引き分け')).toBeInTheDocument();
  });

  it('says so when there are no votes yet, in either language', async () => {
    const user = userEvent.setup();
    stubFetch(getUser, pastVoting([]));
    renderRoute('/past-voting');
    expect(await screen.findByText('You have not voted in any battle yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findByText('まだどのバトルにも投票していません')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '過去の投票' })).toBeInTheDocument();
  });

  it('is open to a park user, who votes too', async () => {
    saveSession({ ...artistSession, type: 'parent' });
    stubFetch(on('/backend/api/get_user/u1', { body: userDetailsReply({ type: 'parent' }) }), pastVoting([vote()]));
    const { router } = renderRoute('/past-voting');
    expect(await screen.findByRole('list', { name: 'Your votes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/past-voting');
  });

  it('sends a visitor to sign in first, coming back here', async () => {
    localStorage.clear();
    stubFetch();
    const { router } = renderRoute('/past-voting');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/home');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/past-voting');
  });
});
