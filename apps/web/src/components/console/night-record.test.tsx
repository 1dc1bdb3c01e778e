import { ZRecordReplySchema } from '@artclash/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { NightRecord } from './night-record';

const RECORD = '/backend/admin-api/events/e1/record';
const aiko = { _id: 'u1', username: 'aiko' };
const entry = (seq: number, name: string, values: Record<string, string>, screen: string | null = 'controlRoom') => ({
  seq,
  at: `2026-12-05T12:00:${String(seq).padStart(2, '0')}.000Z`,
  kind: 'battleMoved',
  by: screen === null ? null : aiko,
  screen,
  line: { key: `organiser.record.lines.${name}`, values },
});
const page = (entries: ReturnType<typeof entry>[], more: boolean) => ({
  body: ZRecordReplySchema.parse({ status: 1, message: 'ok', entries, more, votes: 12 }),
});

describe("the night's record in the console and the control room (docs/decisions.md#417)", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('is read when opened: who did what and from where, newest first, the votes counted, and older entries on demand', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(
      on(RECORD, (url) =>
        url.searchParams.get('before') === '8'
          ? page([entry(3, 'undoStart', { battle: 'Final' }, 'console')], false)
          : page([entry(9, 'timeUp', { battle: 'Final' }, null), entry(8, 'openVoting', { battle: 'Final' })], true),
      ),
    );
    renderWithApp(<NightRecord eventId="e1" />);
    const region = screen.getByRole('region', { name: "The night's record" });
    expect(requests).toHaveLength(0);

    await user.click(within(region).getByText("The night's record"));
    const list = await within(region).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/Closed voting on Final: time was upThe server$/),
      expect.stringMatching(/Opened voting on Finalaiko · control room$/),
    ]);
    expect(within(region).getByText('and 12 votes (in the vote log)')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Show older entries' }));
    expect(await within(list).findByText('Undid the start of Final')).toBeInTheDocument();
    expect(within(list).getByText('aiko · console')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    const user = userEvent.setup();
    stubFetch(on(RECORD, page([entry(9, 'complete', { battle: '決勝', winner: 'aiko' })], false)));
    renderWithApp(<NightRecord eventId="e1" />);
    await user.click(screen.getByText('今夜の記録'));
    expect(await screen.findByText('決勝 を終了しました: aiko の勝利')).toBeInTheDocument();
    expect(screen.getByText('aiko · コントロールルーム')).toBeInTheDocument();
  });
});
