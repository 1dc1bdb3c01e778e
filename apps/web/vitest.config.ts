import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'apps/web',
    environment: 'jsdom',
    // Each file in a VM context of its own (as isolated as a process of its own), in workers that keep jsdom and the
    // libraries loaded: the suite took about 40 % less CPU than with a process per file (docs/decisions.md#334).
    pool: 'vmForks',
    // Longer than a find's 5 s (src/test/setup.ts), so a screen that never shows fails with the find's own message
    // and the page it saw, not a bare timeout; a screen of many scenes needs more than 5 s on a busy machine.
    testTimeout: 15_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
