import { type FirstScreenName, firstScreens } from '@artclash/contract/values';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstScreenCode, routes } from './router';

const names = Object.keys(firstScreens) as FirstScreenName[];

// The server preloads a first screen by the contract's `module` (its key in Vite's build manifest) and
// serves its page at the contract's `path`: a screen renamed or moved in the router without the contract
// would leave the server preloading nothing (docs/decisions.md#217).
describe('the first screens, as the server reads them (@artclash/contract firstScreens)', () => {
  it.each(names)("%s: the contract's module is the code the router loads for the screen", async (name) => {
    const named: unknown = await import(/* @vite-ignore */ `/${firstScreens[name].module}`);
    expect(await firstScreenCode[name]()).toBe(named);
  });

  it.each(names)("%s: the router shows the screen at the contract's path", async (name) => {
    const path = firstScreens[name].path.replace(':eventId', 'e1');
    const leaf = matchRoutes(routes, path)?.at(-1)?.route;
    const screen = typeof leaf?.lazy === 'function' ? await leaf.lazy() : undefined;
    expect(screen?.Component).toBeDefined();
    expect(Object.values(await firstScreenCode[name]())).toContain(screen?.Component);
  });
});
