import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZSessionReplySchema } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { readPendingRegistration } from '@/lib/pending-registration';
import { readSession } from '@/lib/session';
import { buildSessionUser, failureReply, loginReply, registerReply } from '@/test/accounts';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const NEXT = '/voting/ev-42';
const q = `?next=${encodeURIComponent(NEXT)}`;
const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('back where you were going (docs/product.md#rule-152)', () => {
  it('keeps next on the chooser', async () => {
    renderRoute(`/home${q}`);
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
        expect.arrayContaining([`/artclash${q}`, `/park${q}`]),
      ),
    );
  });

  it('keeps next on the landing and the account type', async () => {
    const welcome = renderRoute(`/artclash${q}`);
    await screen.findByRole('heading', { name: 'CREATIVE GAMES' });
    expect(hrefOf(/Create an Account/)).toBe(`/user-type${q}`);
    expect(hrefOf(/Login/)).toBe(`/signin${q}`);
    welcome.unmount();

    renderRoute(`/user-type${q}`);
    expect(await screen.findByRole('link', { name: /ArtClash Fan/ })).toHaveAttribute('href', `/signup/fan${q}`);
  });

  it('keeps next on the park landing and the sign-in, Google and LINE included', async () => {
    const park = renderRoute(`/park${q}`);
    expect(await screen.findByRole('link', { name: 'Continue with LINE' })).toHaveAttribute(
      'href',
      `/backend/auth/line?type=park&lang=en&next=${encodeURIComponent(NEXT)}`,
    );
    expect(hrefOf('Create an Account')).toBe(`/park/user-type${q}`);
    park.unmount();

    renderRoute(`/signin${q}`);
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `/backend/auth/google?type=fan&lang=en&next=${encodeURIComponent(NEXT)}`,
    );
    expect(hrefOf('Register')).toBe(`/user-type${q}`);
  });

  /** Fills the fan sign-up of docs/product.md#rule-291 and sends it. */
  async function register(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Display name'), 'Sora Paints');
    await user.type(screen.getByLabelText('Email'), 'fan@example.com');
    await user.type(screen.getByLabelText('Create Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
  }

  it('registers and lands on the destination signed in, without typing the password again (docs/product.md#rule-331)', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(
      on('/backend/api/register', { body: registerReply('u-fan', 'fan') }),
      on('/backend/api/login', { body: loginReply(buildSessionUser({ _id: 'u-fan' }), 'jwt-fan') }),
    );
    const { router } = renderRoute(`/signup/fan${q}`);
    await register(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(NEXT));
    expect(readSession()).toMatchObject({ _id: 'u-fan', token: 'jwt-fan' });
    expect(requests.filter(({ url }) => url.pathname === '/backend/api/login').map(({ body }) => body)).toEqual([
      { email: 'fan@example.com', password: 'Secret123' },
    ]);
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
  }, 20_000);

  it('goes to the sign-in with next and the address filled in when that sign-in fails, and signs in to the destination', async () => {
    const user = userEvent.setup();
    let logins = 0;
    stubFetch(
      on('/backend/api/register', { body: registerReply('u-fan', 'fan') }),
      on('/backend/api/login', () =>
        (logins += 1) === 1
          ? { status: 429, body: failureReply('Too many attempts. Try again in a minute.') }
          : { body: loginReply(buildSessionUser({ _id: 'u-fan' }), 'jwt-fan') },
      ),
    );
    const { router } = renderRoute(`/signup/fan${q}`);
    await register(user);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/signin${q}`));

    await screen.findByRole('heading', { name: 'Welcome to ArtClash' });
    // The address just registered is filled in (docs/product.md#rule-115).
    expect(screen.getByLabelText('Email')).toHaveValue('fan@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(NEXT));
    expect(readSession()).toMatchObject({ _id: 'u-fan' });
  }, 20_000);

  it('never follows a next that leaves the app', async () => {
    const user = userEvent.setup();
    stubFetch(on('/backend/api/login', { body: loginReply(buildSessionUser({ _id: 'u-1' }), 'jwt-1') }));
    const { router } = renderRoute(`/signin?next=${encodeURIComponent('//evil.example/steal')}`);
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/user-type');
    await user.type(screen.getByLabelText('Email'), 'mika@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('ends a Google or LINE round trip on the destination it carried', async () => {
    const user = buildSessionUser({ _id: 'u-g', type: 'fan' });
    stubFetch(
      on('/backend/api/social-exchange', {
        body: ZSessionReplySchema.parse({ status: 1, message: 'Login successful.', token: 'jwt-g', user }),
      }),
    );
    const { router } = renderRoute(`/?code=one-time&message=Login+successful.&next=${encodeURIComponent(NEXT)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(NEXT));
    expect(readSession()).toMatchObject({ _id: 'u-g' });
  });

  it('keeps next when a Google or LINE park account goes on to onboarding', async () => {
    const { router } = renderRoute(
      `/park/select-age?message=unverified&userID=u-p&type=parent&login_status=google_login&next=${encodeURIComponent(NEXT)}`,
    );
    expect(await screen.findByText('2 / 4')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/park/select-age');
    expect(router.state.location.search).toBe(q);
    expect(readPendingRegistration()).toMatchObject({ userId: 'u-p', userType: 'parent' });
  });
});
