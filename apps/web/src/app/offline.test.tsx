import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, singleEventReply } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';
import { createQueryClient } from './query-client';

const event = buildEvent({ title_eng: 'Shibuya Night Canvas' });

describe('offline, a screen seen before (docs/decisions.md#323)', () => {
  afterEach(() => void onlineManager.setOnline(true));

  it('shows its last data under the offline notice when opened again with no network', async () => {
    stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event, 'upcoming') }));
    const online = renderRoute(`/event-details/${event._id}`, { queryClient: createQueryClient() });
    expect(await screen.findByRole('heading', { name: 'Shibuya Night Canvas' })).toBeInTheDocument();
    // The cache is written a second after the data came (app/query-persist.ts): waited for longer than that, since
    // vi.waitFor's own 1 s raced the write on a busy machine.
    await vi.waitFor(() => expect(localStorage.getItem('artclashQueryCache')).toContain('Shibuya Night Canvas'), {
      timeout: 5000,
    });
    online.unmount();

    // The page is opened again (a reload, the installed app) with the network gone.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchStub = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchStub);
    renderRoute(`/event-details/${event._id}`, { queryClient: createQueryClient() });
    expect(await screen.findByRole('heading', { name: 'Shibuya Night Canvas' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. ArtClash reconnects by itself when the network is back.',
    );
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('keeps the data on screen, with no error toast, when a load fails while offline', async () => {
    stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event, 'upcoming') }));
    const { queryClient } = renderRoute(`/event-details/${event._id}`, { queryClient: createQueryClient() });
    await screen.findByRole('heading', { name: 'Shibuya Night Canvas' });
    const errorToast = vi.spyOn(toast, 'error');

    // The network goes while the screen is open; the load it makes then (here asked for at once) fails.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await queryClient.invalidateQueries();
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error'), {
      timeout: 8000,
    });
    expect(screen.getByRole('heading', { name: 'Shibuya Night Canvas' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    // Toasts go through react-toastify, loaded on first use: once it is in, any toast asked for has been shown.
    await import('react-toastify');
    expect(errorToast).not.toHaveBeenCalled();
  }, 15_000);
});
