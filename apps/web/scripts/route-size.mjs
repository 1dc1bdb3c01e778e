// Prints the gzipped JavaScript a route needs before it renders: the entry chunk, the route's
// chunk and every chunk they import statically (from Vite's build manifest).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const route = process.argv[2] ?? 'src/features/events/routes/home.tsx';

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
collect(entry);
collect(route);

let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(new URL(file, dist))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total gzipped JS for ${route} (before first render)`);

// Chunks the route starts loading itself (e.g. the home carousel): not blocking, but part of its cost.
const critical = new Set(seen);
let deferred = 0;
for (const key of manifest[route]?.dynamicImports ?? []) {
  seen.clear();
  collect(key);
  for (const dep of seen) {
    if (critical.has(dep)) continue;
    critical.add(dep);
    const size = gzipSync(readFileSync(new URL(manifest[dep].file, dist))).length;
    deferred += size;
    console.log(
      `${(size / 1024).toFixed(2).padStart(8)} KB  ${manifest[dep].file} (loaded by the route, not blocking)`,
    );
  }
}
console.log(`${((total + deferred) / 1024).toFixed(2).padStart(8)} KB  including what the route loads itself`);
