import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The router plugin must come before the React plugin.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  server: {
    port: 5173,
    // In development the API runs on its own port; in production one server serves both.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: { target: 'es2022', sourcemap: true },
});
