import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers of docs/architecture.md hold only if the linter sees every way an import can be written.
// The zone checks lint text for files that need not exist; import cycles are oxlint's (oxlint.test.ts).
const eslint = new ESLint({ cwd: import.meta.dirname });

/** The boundary rules reported for `code` if it were the file at `filePath` (the file need not exist). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', () => {
  it('refuses a feature importing another feature, by relative path and by alias', async () => {
    const file = 'apps/web/src/features/events/boundary-fixture.ts';
    expect(
      await boundaryErrors(file, "import { Signin } from '../auth/routes/signin';\nexport default Signin;\n"),
    ).toEqual([expect.stringContaining('A feature never imports another feature')]);
    expect(
      await boundaryErrors(file, "import { Signin } from '@/features/auth/routes/signin';\nexport default Signin;\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(file, "import { Modal } from '../../components/modal/modal';\nexport default Modal;\n"),
    ).toEqual([]);
  });

  it('refuses shared web code importing a feature or the app', async () => {
    const file = 'apps/web/src/components/boundary-fixture.ts';
    expect(
      await boundaryErrors(file, "import { Signin } from '../features/auth/routes/signin';\nexport default Signin;\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(file, "import { router } from '../app/router';\nexport default router;\n"),
    ).toHaveLength(1);
  });

  it("refuses a server module reaching into another module's internals, but not its index", async () => {
    const file = 'apps/server/src/modules/events/boundary-fixture.ts';
    expect(
      await boundaryErrors(
        file,
        "import { accountRoutes } from '../accounts/routes.ts';\nexport default accountRoutes;\n",
      ),
    ).toEqual([expect.stringContaining("only through that module's index.ts")]);
    expect(
      await boundaryErrors(
        file,
        "import { accountRoutes } from '../accounts/index.ts';\nexport default accountRoutes;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a module importing a plugin, and infrastructure importing a module', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/modules/events/boundary-fixture.ts',
        "import { authPlugin } from '../../plugins/auth.ts';\nexport default authPlugin;\n",
      ),
    ).toEqual([expect.stringContaining('Modules never import plugins')]);
    expect(
      await boundaryErrors(
        'apps/server/src/services/boundary-fixture.ts',
        "import { referenceRoutes } from '../modules/reference/index.ts';\nexport default referenceRoutes;\n",
      ),
    ).toEqual([expect.stringContaining('is infrastructure')]);
  });

  it("refuses the contract's type-only entry cycle, which import/no-cycle does not see", async () => {
    const values = 'packages/contract/src/values.ts';
    expect(await boundaryErrors(values, "export type * from './index.ts';\n")).toEqual([
      expect.stringContaining('never imports the main entry'),
    ]);
    expect(await boundaryErrors(values, "export type * from './calls/events.ts';\n")).toEqual([]);
    expect(
      await boundaryErrors(
        'packages/contract/src/calls/boundary-fixture.ts',
        "import { voteShare } from '../values.ts';\nexport default voteShare;\n",
      ),
    ).toEqual([expect.stringContaining("never the contract's entries")]);
  });

  it("refuses the contract's zod-free base importing a schema, and a package importing an app", async () => {
    expect(
      await boundaryErrors(
        'packages/contract/src/rules/boundary-fixture.ts',
        "import { ZLoginFormSchema } from '../calls/auth-forms.ts';\nexport default ZLoginFormSchema;\n",
      ),
    ).toEqual([expect.stringContaining('zod-free base')]);
    expect(
      await boundaryErrors(
        'packages/contract/src/rules/boundary-fixture.test.ts',
        "import { ZLoginFormSchema } from '../calls/auth-forms.ts';\nexport default ZLoginFormSchema;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'packages/i18n/src/boundary-fixture.ts',
        "import { router } from '../../../apps/web/src/app/router';\nexport default router;\n",
      ),
    ).toEqual([expect.stringContaining('Packages are shared by the apps')]);
    expect(
      await boundaryErrors(
        'packages/contract/src/rules/boundary-fixture.ts',
        "import { dictionaries } from '@artclash/i18n';\nexport default dictionaries;\n",
      ),
    ).toEqual([expect.stringContaining('never imports the dictionaries')]);
  });
});
