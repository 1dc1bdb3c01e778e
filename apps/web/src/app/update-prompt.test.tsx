import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { announceAppUpdate } from '@/lib/app-update';
import { i18n } from '@/lib/i18n';
import { renderRoute } from '@/test/render';
import { UpdatePrompt } from './update-prompt';

const routes = [
  {
    element: (
      <>
        <Outlet />
        <UpdatePrompt />
      </>
    ),
    children: [
      { path: '/', element: <p>Home screen</p> },
      { path: '/calendar', element: <p>Calendar screen</p> },
      { path: '/voting/:eventId', element: <p>Voting screen</p> },
    ],
  },
];

const newVersion = () => {
  const update = { apply: vi.fn() };
  act(() => announceAppUpdate(update));
  return update;
};

describe('a new version of the app (docs/decisions.md#91)', () => {
  it('says nothing while the running version is current', () => {
    renderRoute('/', { routes });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so in the interface language and takes over on the next move to another screen', async () => {
    await act(() => i18n.changeLanguage('ja'));
    const { router } = renderRoute('/', { routes });
    const update = newVersion();
    expect(screen.getByRole('status')).toHaveTextContent('新しいバージョン');
    expect(update.apply).not.toHaveBeenCalled();
    await act(() => router.navigate('/calendar'));
    expect(update.apply).toHaveBeenCalledTimes(1);
  });

  it("takes over at once on 'Update now'", async () => {
    renderRoute('/', { routes });
    const update = newVersion();
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(update.apply).toHaveBeenCalledTimes(1);
  });

  it('never interrupts a vote: quiet on the voting screen, and it waits until the user has left it', async () => {
    const { router } = renderRoute('/', { routes });
    const update = newVersion();
    await act(() => router.navigate('/voting/e1'));
    expect(screen.getByText('Voting screen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(update.apply).not.toHaveBeenCalled();
    await act(() => router.navigate('/calendar'));
    expect(update.apply).toHaveBeenCalledTimes(1);
  });
});
