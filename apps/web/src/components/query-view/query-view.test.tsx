import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { QueryView, type ViewedQuery } from './query-view';

function view(query: ViewedQuery<string[]>, extra: { notFound?: string; empty?: string } = {}) {
  return render(
    <MemoryRouter>
      <QueryView
        query={query}
        loading={<p>Placeholder</p>}
        notFound={extra.notFound && <p>{extra.notFound}</p>}
        empty={extra.empty && <p>{extra.empty}</p>}
      >
        {(names) => <p>{names.join(', ')}</p>}
      </QueryView>
    </MemoryRouter>,
  );
}
const refetch = () => undefined;

describe('QueryView (docs/decisions.md#216)', () => {
  it("shows the screen's placeholder until something came", () => {
    view({ data: undefined, error: null, refetch });
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
  });

  it('shows the data, and keeps it when a later refetch failed', () => {
    view({ data: ['Aoi', 'Ren'], error: new ApiError('offline', 0), refetch });
    expect(screen.getByText('Aoi, Ren')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state for an empty list, when the screen has one', () => {
    view({ data: [], error: null, refetch }, { empty: 'Nothing yet' });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });

  it("shows the screen's own not-found state for a 404, the generic one without it", () => {
    const { unmount } = view({ data: undefined, error: new ApiError('gone', 404), refetch }, { notFound: 'No post' });
    expect(screen.getByText('No post')).toBeInTheDocument();
    unmount();
    view({ data: undefined, error: new ApiError('gone', 404), refetch });
    expect(screen.getByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
  });

  it('shows not found once the server says the thing is gone, instead of the data kept of it (docs/decisions.md#323)', () => {
    view({ data: ['Aoi', 'Ren'], error: new ApiError('gone', 404), refetch }, { notFound: 'No post' });
    expect(screen.getByText('No post')).toBeInTheDocument();
    expect(screen.queryByText('Aoi, Ren')).toBeNull();
  });

  it('shows the generic not-found state over kept data when the screen has none of its own', () => {
    view({ data: ['Aoi', 'Ren'], error: new ApiError('gone', 404), refetch });
    expect(screen.getByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(screen.queryByText('Aoi, Ren')).toBeNull();
  });

  it('shows any other error with its message and a retry that refetches', async () => {
    const retry = vi.fn();
    view({ data: undefined, error: new ApiError('The server is busy', 503), refetch: retry });
    expect(screen.getByRole('alert')).toHaveTextContent('The server is busy');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
