import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '@/lib/i18n';
import { readSession, saveSession } from '@/lib/session';
import { artistSession, userDetailsReply } from '@/test/creators';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';
import { Header } from './header';

function Page({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  return <Header pageId={pageId} title={t(pageId === 'home' ? 'nav.home' : 'nav.calendar')} backTo="/" />;
}

const routes = [
  { path: '/', element: <Page pageId="home" /> },
  { path: '/calendar', element: <Page pageId="calendar" /> },
  { path: '/menu', element: <Page pageId="profile" /> },
  { path: '/mine', element: <Page pageId="profile2" /> },
  { path: '/public', element: <Page pageId="profile3" /> },
  { path: '/home', element: <p>Chooser screen</p> },
];

describe('the header (docs/product.md §2.3)', () => {
  it('has no back arrow on home', () => {
    renderRoute('/', { routes });
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('shows a back arrow to the back-link target on other pages', () => {
    renderRoute('/calendar', { routes });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('switches every string to Japanese, highlights the active language and remembers it', async () => {
    const user = userEvent.setup();
    renderRoute('/calendar', { routes });
    const english = screen.getByRole('button', { name: 'EN' });
    const japanese = screen.getByRole('button', { name: '日本語' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(japanese).toHaveAttribute('aria-pressed', 'false');

    await user.click(japanese);

    expect(japanese).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'カレンダー' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新規登録' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '戻る' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '言語' })).toBeInTheDocument();
    expect(screen.queryByText('Create an Account')).not.toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('offers Create an Account, linking to /home, when logged out', () => {
    renderRoute('/', { routes });
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/home');
  });

  it('logs out from the avatar menu: clears the session and goes to /home', async () => {
    const user = userEvent.setup();
    saveSession(artistSession);
    renderRoute('/', { routes });
    expect(screen.queryByRole('link', { name: 'Create an Account' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Account menu for mika' }));
    const menu = screen.getByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(readSession()).toBeNull();
    expect(await screen.findByText('Chooser screen')).toBeInTheDocument();
  });

  it('offers organisers the console in the avatar menu, and no one else (docs/product.md#rule-292)', async () => {
    const user = userEvent.setup();
    saveSession({ ...artistSession, role: 'admin' });
    const { unmount } = renderRoute('/', { routes });
    await user.click(screen.getByRole('button', { name: 'Account menu for mika' }));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Console' })).toHaveAttribute(
      'href',
      '/admin',
    );
    unmount();

    saveSession(artistSession);
    renderRoute('/', { routes });
    await user.click(screen.getByRole('button', { name: 'Account menu for mika' }));
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('closes the avatar menu on Escape and gives the focus back to the avatar', async () => {
    const user = userEvent.setup();
    saveSession(artistSession);
    renderRoute('/', { routes });
    const avatar = screen.getByRole('button', { name: 'Account menu for mika' });
    await user.click(avatar);
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the profile image of the user's details, fetched with the stored token and _id", async () => {
    saveSession(artistSession);
    const { requests } = stubFetch(
      on('/backend/api/get_user/u1', { body: userDetailsReply({ profileImage: 'uploads/profile/mika.webp' }) }),
    );
    renderRoute('/', { routes });
    const button = screen.getByRole('button', { name: 'Account menu for mika' });
    await waitFor(() =>
      expect(button.querySelector('img')).toHaveAttribute('src', '/backend/uploads/profile/mika.webp'),
    );
    expect(requests[0]?.headers.get('Authorization')).toBe('jwt');
  });

  it('logs out when the stored token is refused (401)', async () => {
    saveSession(artistSession);
    stubFetch(
      on('/backend/api/get_user/u1', {
        status: 401,
        body: { status: 0, message: 'Your session has expired. Please log in again.' },
      }),
    );
    renderRoute('/', { routes });
    expect(await screen.findByRole('link', { name: 'Create an Account' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  describe('on the profile pages, signed in', () => {
    it('shows nothing in place of the account menu on the profile menu', () => {
      saveSession(artistSession);
      stubFetch();
      renderRoute('/menu', { routes });
      expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Create an Account' })).not.toBeInTheDocument();
    });

    it('offers a logout icon on profile2 that ends the session and goes to /home', async () => {
      const user = userEvent.setup();
      saveSession(artistSession);
      stubFetch();
      renderRoute('/mine', { routes });
      expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      expect(await screen.findByText('Chooser screen')).toBeInTheDocument();
      expect(readSession()).toBeNull();
    });

    it('offers an Edit link to /profile on profile3, in either language', async () => {
      const user = userEvent.setup();
      saveSession(artistSession);
      stubFetch();
      renderRoute('/public', { routes });
      expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/profile');
      await user.click(screen.getByRole('button', { name: '日本語' }));
      expect(screen.getByRole('link', { name: '編集' })).toHaveAttribute('href', '/profile');
    });
  });
});
