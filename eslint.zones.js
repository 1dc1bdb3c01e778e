// Import zones of docs/architecture.md for `import/no-restricted-paths`. A zone forbids files under
// `target` to import anything under `from` (except the listed paths), whether the import is written
// with the `@/` alias or as a relative path.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

/** Web: app → features → components / lib / config; a feature never imports another feature. */
export function webZones(src) {
  const at = (path) => `./${join(src, path)}`;
  const features = foldersIn(join(src, 'features'));
  return [
    ...features.map((feature) => ({
      target: at(`features/${feature}`),
      from: at('features'),
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move what both need to components/ or lib/.',
    })),
    { target: at('features'), from: at('app'), message: 'Features do not import the app; the app composes features.' },
    ...['components', 'lib', 'config'].map((shared) => ({
      target: at(shared),
      from: [at('features'), at('app')],
      message: 'Shared code does not import features or the app.',
    })),
    ...['lib', 'config'].map((shared) => ({
      target: at(shared),
      from: at('components'),
      message: 'lib/ and config/ sit below components/.',
    })),
  ];
}

/**
 * Server: main / app → plugins → modules → db / lib / services / errors / mail / config; a module
 * never imports a plugin, and another module only through its index.ts.
 */
export function serverZones(src) {
  const at = (path) => `./${join(src, path)}`;
  const modules = foldersIn(join(src, 'modules'));
  const entry = ['app.ts', 'main.ts', 'start-up.ts'].map(at);
  const leaves = ['db', 'lib', 'services', 'errors', 'mail'];
  const onlyIndexes = (own) => modules.filter((m) => m !== own).map((m) => `./${m}/index.ts`);
  return [
    ...modules.map((module) => ({
      target: at(`modules/${module}`),
      from: at('modules'),
      except: [`./${module}`, ...onlyIndexes(module)],
      message: "A module imports another module only through that module's index.ts.",
    })),
    {
      target: at('modules'),
      from: [at('plugins'), at('demo'), ...entry],
      message: 'Modules never import plugins or the entry layer; the entry layer wires them.',
    },
    {
      target: [at('plugins'), at('demo')],
      from: at('modules'),
      except: onlyIndexes(''),
      message: 'Outside modules/, import a module only through its index.ts.',
    },
    { target: at('plugins'), from: [at('demo'), ...entry], message: 'Plugins do not import the entry layer.' },
    {
      target: at('demo'),
      from: [at('plugins'), ...entry],
      message: 'Demo content does not import plugins or the entry layer.',
    },
    ...leaves.map((leaf) => ({
      target: at(leaf),
      from: [at('modules'), at('plugins'), at('demo'), ...entry],
      message: `${leaf}/ is infrastructure: it never imports modules, plugins or the entry layer.`,
    })),
    {
      target: at('config.ts'),
      from: [at('modules'), at('plugins'), at('demo'), ...entry],
      message: 'Config is read by everyone and imports nothing of the app.',
    },
  ];
}

/**
 * Packages: shared by both apps, importing neither. The contract's rules/ and endpoints.ts are its zod-free base;
 * calls/ add the schemas; values.ts (the zod-free entry) and index.ts (the main entry, which re-exports values.ts)
 * are imported by no file of the package. import/no-cycle ignores type-only imports, so these zones are what refuse
 * a type-only cycle such as values.ts re-exporting index.ts.
 */
export function packageZones(packages) {
  const contract = (path) => `./${join(packages, 'contract/src', path)}`;
  const entries = [contract('index.ts'), contract('values.ts')];
  return [
    { target: `./${packages}`, from: './apps', message: 'Packages are shared by the apps and import neither.' },
    {
      target: `./${join(packages, 'contract')}`,
      from: `./${join(packages, 'i18n')}`,
      message: 'The contract names message keys; it never imports the dictionaries.',
    },
    {
      // Tests of a rule may compare it with a call's schema.
      target: [contract('rules/!(*.test).ts'), contract('endpoints.ts')],
      from: [contract('calls'), ...entries],
      message: "The contract's rules/ and endpoints.ts are its zod-free base: no call schema, no entry.",
    },
    {
      target: contract('calls'),
      from: entries,
      message: "A call imports the contract's base and other calls, never the contract's entries.",
    },
    {
      target: contract('values.ts'),
      from: contract('index.ts'),
      message: 'The zod-free entry never imports the main entry, which re-exports it (a cycle).',
    },
  ];
}
