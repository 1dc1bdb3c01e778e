import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyScreen (docs/decisions.md#187)', () => {
  it('never shows the fallback for a screen whose code is already in', async () => {
    const { load, Screen } = lazyScreen(
      async () => ({ Greeting }),
      (module) => module.Greeting,
    );
    await load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Aoi" />
      </Suspense>,
    );
    // In the very first commit: no fallback, so no fallback throttle either.
    expect(screen.getByText('Hello Aoi')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads the code on first render when nobody asked for it, asks once, and asks again after a failure', async () => {
    let asked = 0;
    const { load, Screen } = lazyScreen(
      async () => {
        asked += 1;
        if (asked === 1) throw new Error('offline');
        return { Greeting };
      },
      (module) => module.Greeting,
    );
    await expect(load()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Ren" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => undefined);
    expect(await screen.findByText('Hello Ren')).toBeInTheDocument();
    await load();
    expect(asked).toBe(2);
  });
});
