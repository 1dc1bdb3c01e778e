import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyRoute } from './lazy-route';

const Greeting = () => <p>Hello Aoi</p>;

describe('lazyRoute (docs/decisions.md#187)', () => {
  it('never shows the fallback for a screen whose code is already in', async () => {
    const Screen = lazyRoute(async () => ({ Greeting }), 'Greeting');
    await Screen.load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    // In the very first commit: no fallback, so no fallback throttle either.
    expect(screen.getByText('Hello Aoi')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads the code on first render when nobody asked for it, asks once, and asks again after a failure', async () => {
    let asked = 0;
    const Screen = lazyRoute(async () => {
      asked += 1;
      if (asked === 1) throw new Error('offline');
      return { Greeting };
    }, 'Greeting');
    await expect(Screen.load()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => undefined);
    expect(await screen.findByText('Hello Aoi')).toBeInTheDocument();
    await Screen.load();
    expect(asked).toBe(2);
  });
});
