import { type FirstScreenName, firstScreens, type Language } from '@artclash/contract';

/** What Vite's build manifest (`dist/.vite/manifest.json`) says of one chunk. */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The build's entry: the page itself already asks for it and everything it imports. */
const ENTRY = 'index.html';

/**
 * The `<link>` tags that let a page ask for its first screen's code, styles and texts along with the
 * app's own scripts (docs/decisions.md#187), instead of a round trip later when the app has started and
 * imports them: the screen's chunk and every chunk it imports that the page does not already name, as
 * `modulepreload`; their styles as `preload` (not yet applied, so the splash still paints at once); and
 * the texts of the language the app will start in. Empty for a manifest without that screen.
 */
export function screenPreloads(
  manifest: BuildManifest,
  screen: FirstScreenName | undefined,
  language: Language,
): string[] {
  const named = new Set<string>();
  const reach = (key: string, into: Set<string>) => {
    if (into.has(key) || named.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) reach(imported, into);
  };
  reach(ENTRY, named);
  // The page links the styles of its own chunks (Vite writes them into index.html).
  const styled = new Set([...named].flatMap((key) => manifest[key]!.css ?? []));

  const wanted = new Set<string>();
  // The contract names each first screen by its source, which is its key in the manifest (docs/decisions.md#217).
  if (screen) reach(firstScreens[screen].module, wanted);
  const texts = Object.keys(manifest).find((key) => manifest[key]!.name === `dictionary-${language}`);
  if (texts) reach(texts, wanted);

  const chunks = [...wanted].map((key) => manifest[key]!);
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !styled.has(file));
  return [
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}" />`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}" />`),
  ];
}
