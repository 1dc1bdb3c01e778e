import type { TAdminFoundUser, TPublicUser } from '@artclash/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { buildUser } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { ParticipantPicker } from './participant-picker';
import { PlayerSelect } from './player-select';

const found = (user: TPublicUser, type: TAdminFoundUser['type'], email: string): TAdminFoundUser => ({
  ...user,
  type,
  email,
});
const kenji = buildUser({ username: 'kenji' });
const kenjiToo = buildUser({ username: 'kenji' });
const noMail = buildUser({ username: 'kenji_line' });
const searchReply = {
  status: 1,
  message: 'ok',
  users: [
    found(kenji, 'artist', 'kenji@example.com'),
    found(kenjiToo, 'fan', 'kenji.fan@example.com'),
    found(noMail, 'fan', ''),
  ],
};

function Picker({ initial }: { initial: TPublicUser[] }) {
  const [value, setValue] = useState(initial);
  return <ParticipantPicker value={value} onChange={setValue} />;
}

describe('the participant search (docs/product.md#rule-322)', () => {
  it('shows each user found with e-mail and type, and says who is already in the event instead of offering Add', async () => {
    const user = userEvent.setup();
    stubFetch(on('/backend/admin-api/users', { body: searchReply }));
    renderWithApp(<Picker initial={[kenji]} />);
    await user.type(screen.getByLabelText('Find a user'), 'kenji');
    const results = await screen.findByRole('list', { name: 'Users found' });
    const rows = within(results).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'kenjikenji@example.com · ArtistAlready added',
      'kenjikenji.fan@example.com · FanAdd',
      'kenji_lineFanAdd',
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'kenji is already added' })).toBeDisabled();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Add kenji' }));
    // The one just added now says so too, and stays in the results.
    expect(within(rows[1]!).getByRole('button', { name: 'kenji is already added' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Remove kenji' })).toHaveLength(2);

    await i18n.changeLanguage('ja');
    expect(await screen.findAllByText('追加済み')).toHaveLength(2);
    expect(screen.getByText('kenji@example.com · アーティスト')).toBeInTheDocument();
  });

  it('names a battle player found by search with e-mail and type, a participant by name', async () => {
    const user = userEvent.setup();
    stubFetch(on('/backend/admin-api/users', { body: searchReply }));
    renderWithApp(<PlayerSelect label="Player 1" value="" onChange={() => undefined} candidates={[kenji]} />);
    await user.type(screen.getByLabelText('Player 1: Find a user'), 'kenji');
    const select = screen.getByRole('combobox', { name: 'Player 1' });
    await within(select).findByRole('option', { name: 'kenji (kenji.fan@example.com · Fan)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a player', 'kenji', 'kenji (kenji.fan@example.com · Fan)', 'kenji_line (Fan)']);
  });
});
