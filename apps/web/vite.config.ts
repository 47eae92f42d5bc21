import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Client-Version is the build date (spec 9). */
const buildDate = new Date().toISOString().slice(0, 10).replace(/-/g, '');

export default defineConfig({
  plugins: [react()],
  define: { __CLIENT_VERSION__: JSON.stringify(buildDate) },
  // In development the API runs separately; API_URL points the proxy at it.
  server: { port: Number(process.env.WEB_PORT ?? 5173), proxy: Object.fromEntries(['/api', '/media', '/sitemap.xml'].map((path) => [path, process.env.API_URL ?? 'http://localhost:3000'])) },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: {
        // Ant Design's shared popup code imports only FormProvider from @rc-component/form, but that
        // package's index attaches Field, List and useForm to its default export at load time, which
        // kept the whole form engine (and its validator) in the first load of every page. Those
        // assignments only matter to code that uses the default export, and that code keeps them.
        moduleSideEffects: [{ test: /[\\/]@rc-component[\\/]form[\\/]es[\\/]index\.js$/, sideEffects: false }],
      },
    },
  },
});
