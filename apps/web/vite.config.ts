import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

// Long-lived libraries every screen needs go in two stable chunks (better caching).
// swiper, react-day-picker, react-toastify and zod (forms only) are left to the automatic split so they load
// only with the screen (or the first toast) that needs them.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: 'vendor',
    test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  server: {
    proxy: { '/backend': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/backend': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
