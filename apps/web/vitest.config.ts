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
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
