import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { PartBoundary } from './part-boundary';

const REPORTS = '/backend/api/client-errors';

function Clock({ broken, message }: { broken: boolean; message: string }) {
  if (broken) throw new Error(message);
  return <p>10:00.0</p>;
}

/** A screen of two parts: the clock may break, the counter beside it must keep counting. */
function Screen({ message, brokenAt = 'first' }: { message: string; brokenAt?: 'first' | 'never' }) {
  const [round, setRound] = useState(1);
  const [count, setCount] = useState(0);
  return (
    <>
      <PartBoundary name="clock" resetKeys={[round]}>
        <Clock broken={brokenAt === 'first' && round === 1} message={message} />
      </PartBoundary>
      <button type="button" onClick={() => setCount(count + 1)}>
        Count {count}
      </button>
      <button type="button" onClick={() => setRound(round + 1)}>
        Next round
      </button>
    </>
  );
}

describe('PartBoundary: one part of a screen fails alone (docs/decisions.md#341)', () => {
  beforeEach(() => {
    // React tells the console of every error a boundary catches; the test reads the screen instead.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a small line in place of the part that threw, and the rest of the screen keeps working', async () => {
    const user = userEvent.setup();
    stubFetch();
    renderWithApp(<Screen message="clock broke (rest keeps working)" />);
    expect(screen.getByRole('status')).toHaveTextContent('This part could not be shown.');
    expect(screen.queryByText('10:00.0')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Count 0' }));
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument();
  });

  it('tells the server once, with the part, the route and the build', async () => {
    const { requests } = stubFetch();
    renderWithApp(<Screen message="clock broke (reported)" />);
    await waitFor(() => expect(requests.filter(({ url }) => url.pathname === REPORTS)).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: {
        message: 'clock broke (reported)',
        part: 'clock',
        route: window.location.pathname,
        build: 'dev',
        stack: expect.stringContaining('clock broke (reported)') as string,
      },
    });
  });

  it('tries again when its reset keys change', async () => {
    const user = userEvent.setup();
    stubFetch();
    renderWithApp(<Screen message="clock broke (retry)" />);
    expect(screen.getByText('This part could not be shown.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next round' }));
    expect(screen.getByText('10:00.0')).toBeInTheDocument();
    expect(screen.queryByText('This part could not be shown.')).not.toBeInTheDocument();
  });

  it('speaks Japanese, and takes a fallback of its own', async () => {
    stubFetch();
    await act(() => i18n.changeLanguage('ja'));
    renderWithApp(
      <>
        <PartBoundary name="clock">
          <Clock broken message="clock broke (ja)" />
        </PartBoundary>
        <PartBoundary name="other-clock" fallback={<p>Clock unavailable</p>}>
          <Clock broken message="clock broke (own fallback)" />
        </PartBoundary>
      </>,
    );
    expect(screen.getByText('この部分を表示できませんでした。')).toBeInTheDocument();
    expect(screen.getByText('Clock unavailable')).toBeInTheDocument();
  });

  it('renders its part as it is while nothing throws', () => {
    const { fetchStub } = stubFetch();
    renderWithApp(<Screen message="never" brokenAt="never" />);
    expect(screen.getByText('10:00.0')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
