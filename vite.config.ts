import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
});
