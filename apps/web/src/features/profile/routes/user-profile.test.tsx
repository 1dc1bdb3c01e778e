import { ZStatusReplySchema } from '@artclash/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession } from '@/lib/session';
import { buildSessionUser, namedListReply } from '@/test/accounts';
import { artistSession, userDetailsReply } from '@/test/creators';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const countries = on('/backend/api/fetch-all-country', {
  body: namedListReply([
    { _id: 'JP', name: 'Japan' },
    { _id: 'KR', name: 'South Korea' },
  ]),
});
const cities = on('/backend/api/fetch-all-city', (url) => ({
  body: namedListReply(
    url.searchParams.get('country') === 'JP'
      ? [
          { _id: 'c1', name: 'Tokyo' },
          { _id: 'c2', name: 'Osaka' },
        ]
      : [{ _id: 'c3', name: 'Seoul' }],
  ),
}));
const saved = { body: ZStatusReplySchema.parse({ status: 1, message: 'Profile updated successfully' }) };
/** The form's own messages (a toast of an earlier test may still be on screen). */
const form = () => within(screen.getByRole('form', { name: 'General profile' }));

beforeEach(() => void saveSession(artistSession));

describe('General User Profile /user-profile (docs/product.md §2.9)', () => {
  it('shows every field locked with its value; a pencil unlocks and focuses its own field only', async () => {
    const user = userEvent.setup();
    const fieldNames = [
      'Username',
      'Nick Name',
      'Email',
      'Country',
      'City',
      'Instagram',
      'Twitter',
      'Website Link',
      'School',
      'Team Name',
    ];
    stubFetch(on('/backend/api/get_user/u1', { body: userDetailsReply({ nickname: 'Mi', school: 'Art High' }) }));
    renderRoute('/user-profile');

    expect(await screen.findByLabelText('Username')).toHaveValue('mika');
    expect(screen.getByRole('heading', { level: 1, name: 'General Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile');
    for (const name of fieldNames) expect(screen.getByLabelText(name)).toBeDisabled();
    expect(screen.getByLabelText('School')).toHaveValue('Art High');

    await user.click(screen.getByRole('button', { name: 'Edit Nick Name' }));
    expect(screen.getByLabelText('Nick Name')).toBeEnabled();
    expect(screen.getByLabelText('Nick Name')).toHaveFocus();
    for (const name of fieldNames.filter((field) => field !== 'Nick Name'))
      expect(screen.getByLabelText(name)).toBeDisabled();
  });

  it('saves with GeneralUserProfileUp, the e-mail sent empty when the account has one (no pencil for it), and reloads the details', async () => {
    const user = userEvent.setup();
    let nickname = '';
    const { requests } = stubFetch(
      (url) => (url.pathname === '/backend/api/get_user/u1' ? { body: userDetailsReply({ nickname }) } : undefined),
      on('/backend/api/GeneralUserProfileUp', () => ((nickname = 'Mi'), saved)),
    );
    renderRoute('/user-profile');

    await screen.findByLabelText('Username');
    expect(screen.queryByRole('button', { name: 'Edit Email' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Nick Name' }));
    await user.type(screen.getByLabelText('Nick Name'), 'Mi');
    await user.click(screen.getByRole('button', { name: 'Edit Website Link' }));
    await user.type(screen.getByLabelText('Website Link'), 'mika.example.com');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() =>
      expect(requests.filter((request) => request.url.pathname === '/backend/api/get_user/u1')).toHaveLength(2),
    );
    const sent = requests.find((request) => request.url.pathname === '/backend/api/GeneralUserProfileUp');
    expect(sent).toMatchObject({
      method: 'POST',
      body: {
        userId: 'u1',
        username: 'mika',
        nickname: 'Mi',
        email: '',
        country: '',
        city: '',
        website_link: 'mika.example.com',
        school: '',
        team_name: '',
      },
    });
    // Saved: the fields lock again.
    await waitFor(() => expect(screen.getByLabelText('Nick Name')).toBeDisabled());
  });

  it('offers the e-mail while the account has none, checks it (§5) and saves it only by its code (docs/decisions.md#260)', async () => {
    const user = userEvent.setup();
    const proven = buildSessionUser({ _id: 'u1', type: 'artist' });
    const { requests } = stubFetch(
      on('/backend/api/get_user/u1', { body: userDetailsReply({ email: '', status: 'line_login' }) }),
      on('/backend/api/GeneralUserProfileUp', saved),
      on('/backend/api/email-code/send', {
        body: { status: 1, message: 'We have sent a code to mika@example.com.', email: 'mika@example.com' },
      }),
      on('/backend/api/email-code/confirm', {
        body: { status: 1, message: 'Your email address is confirmed.', user: proven, email_proven: true },
      }),
    );
    renderRoute('/user-profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Email' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(form().getByRole('alert')).toHaveTextContent('Email is required');
    await user.type(email, 'mika@');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(form().getByRole('alert')).toHaveTextContent('Invalid Email');
    expect(requests.some((request) => request.url.pathname === '/backend/api/GeneralUserProfileUp')).toBe(false);

    await user.type(email, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(form().getByRole('alert')).toHaveTextContent(
      'Please confirm this e-mail address with the code we send to it first.',
    );
    expect(requests.some((request) => request.url.pathname === '/backend/api/GeneralUserProfileUp')).toBe(false);

    await user.click(form().getByRole('button', { name: 'Send Code' }));
    await user.type(await form().findByLabelText('Code from the email'), '042917');
    await user.click(form().getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeDisabled());
    expect(screen.getByLabelText('Email')).toHaveValue('mika@example.com');
    expect(requests.find((request) => request.url.pathname === '/backend/api/email-code/send')?.body).toEqual({
      email: 'mika@example.com',
    });
    expect(requests.find((request) => request.url.pathname === '/backend/api/email-code/confirm')?.body).toEqual({
      email: 'mika@example.com',
      code: '042917',
    });
  }, 20_000);

  it('refuses an empty username, and shows the field messages the server answers', async () => {
    const user = userEvent.setup();
    stubFetch(
      on('/backend/api/get_user/u1', { body: userDetailsReply() }),
      on('/backend/api/GeneralUserProfileUp', {
        status: 400,
        body: {
          status: 0,
          message: 'Please enter a web address starting with http:// or https://.',
          errors: { twitter_link: 'Please enter a web address starting with http:// or https://.' },
        },
      }),
    );
    renderRoute('/user-profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Username' }));
    await user.clear(screen.getByLabelText('Username'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(form().getByRole('alert')).toHaveTextContent('Username is required');

    await user.type(screen.getByLabelText('Username'), 'mika');
    await user.click(screen.getByRole('button', { name: 'Edit Twitter' }));
    await user.type(screen.getByLabelText('Twitter'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const twitter = screen.getByLabelText('Twitter');
    await waitFor(() => expect(twitter).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(twitter.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Please enter a web address starting with http:// or https://.',
    );
  });

  it("chooses country and city from the lists; a new country clears the city and loads that country's cities", async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(
      on('/backend/api/get_user/u1', { body: userDetailsReply({ country: 'Japan', city: 'Tokyo' }) }),
      countries,
      cities,
      on('/backend/api/GeneralUserProfileUp', saved),
    );
    renderRoute('/user-profile');

    expect(await screen.findByLabelText('Country')).toHaveValue('Japan');
    expect(screen.getByLabelText('City')).toHaveValue('Tokyo');
    await user.click(screen.getByRole('button', { name: 'Edit City' }));
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(city).toHaveFocus();
    await waitFor(() => expect(within(city).getByRole('option', { name: 'Osaka' })).toBeInTheDocument());
    expect(screen.getByLabelText('Country')).toBeDisabled();
    await user.selectOptions(city, 'Osaka');

    await user.click(screen.getByRole('button', { name: 'Edit Country' }));
    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.selectOptions(country, 'South Korea');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'City' })).getByRole('option', { name: 'Seoul' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Seoul');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() =>
      expect(
        requests.find((request) => request.url.pathname === '/backend/api/GeneralUserProfileUp')?.body,
      ).toMatchObject({ country: 'South Korea', city: 'Seoul' }),
    );
    expect(
      requests
        .filter((request) => request.url.pathname === '/backend/api/fetch-all-city')
        .map((request) => request.url.searchParams.get('country')),
    ).toEqual(['JP', 'KR']);
  });

  it('keeps what was typed while the details load again in another language (docs/product.md#rule-175)', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(on('/backend/api/get_user/u1', { body: userDetailsReply() }));
    renderRoute('/user-profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Nick Name' }));
    await user.type(screen.getByLabelText('Nick Name'), 'Mi');
    await act(() => i18n.changeLanguage('ja'));

    await waitFor(() =>
      expect(
        requests
          .filter((request) => request.url.pathname === '/backend/api/get_user/u1')
          .map((request) => request.headers.get('Accept-Language')),
      ).toContain('ja'),
    );
    expect(await screen.findByLabelText('ニックネーム')).toHaveValue('Mi');
    expect(screen.getByLabelText('ニックネーム')).toBeEnabled();
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    stubFetch(on('/backend/api/get_user/u1', { body: userDetailsReply() }));
    renderRoute('/user-profile');
    expect(await screen.findByRole('heading', { level: 1, name: '基本プロフィール' })).toBeInTheDocument();
    await screen.findByLabelText('ユーザー名');
    for (const name of ['ユーザー名', 'ニックネーム', 'メールアドレス', '国', '都市', '学校', 'チーム名'])
      expect(screen.getByLabelText(name)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ニックネームを編集' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更新' })).toBeInTheDocument();
  });
});
