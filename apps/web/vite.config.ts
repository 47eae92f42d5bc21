import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { antdFirstLoadStyles } from './antd-first-load-styles';

/** Client-Version is the build date (spec 9). */
const buildDate = new Date().toISOString().slice(0, 10).replace(/-/g, '');

/**
 * In the production bundle, a module that one Ant Design file imports (`source`, from an importer
 * matching `importer`) is replaced by `code`: a stand-in for a part that file attaches but this app
 * never uses, which would otherwise come with every page that imports the file. In development
 * dependencies are pre-bundled whole anyway.
 */
function antdStandIn(name: string, source: string, importer: RegExp, code: string): Plugin {
  const id = `\0antd-stand-in-${name}`;
  return {
    name: `threadway:antd-stand-in-${name}`,
    enforce: 'pre',
    apply: 'build',
    resolveId: (wanted, from) => (wanted === source && from && importer.test(from) ? id : null),
    load: (loaded) => (loaded === id ? code : null),
  };
}

const antdStandIns = [
  // ConfigProvider wraps pages in the tooltip UniqueProvider only when `tooltip.unique` is
  // configured, which this app never does; its static import still put the whole popup engine
  // (@rc-component/trigger) in the first load. Tooltips themselves keep the real provider.
  antdStandIn(
    'unique-tooltip',
    '../tooltip/UniqueProvider',
    /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    "export default function UniqueProvider() { throw new Error('ConfigProvider tooltip.unique is left out of this build (apps/web/vite.config.ts)'); }",
  ),
  // Button's and Tag's styles import isBright from the colour picker's presets panel, which imports
  // Collapse to render itself: Ant Design's whole Collapse (with its styles) came with the Button of
  // every page. This app has no colour picker, so the panel never renders.
  antdStandIn(
    'color-presets-collapse',
    '../../collapse',
    /[\\/]antd[\\/]es[\\/]color-picker[\\/]components[\\/]ColorPresets\.js$/,
    "export default function Collapse() { throw new Error('The colour picker presets panel is left out of this build (apps/web/vite.config.ts)'); }",
  ),
  // Pages call App.useApp() (a context read) but never render Ant Design's <App>: only
  // app/FeedbackHost does, importing antd/es/app/App itself, fetched on the first toast. `App` from
  // 'antd' keeps its useApp but no longer brings the message, notification and modal code.
  antdStandIn(
    'app-component',
    './App',
    /[\\/]antd[\\/]es[\\/]app[\\/]index\.js$/,
    "export default function App() { throw new Error('Render antd/es/app/App, not App from antd (apps/web/vite.config.ts)'); }",
  ),
];

/**
 * The server's bundle (`vite build --ssr src/entry-server.tsx`, decision 0056) draws the shopping pages for the API
 * server, beside the web folder it serves (apps/web/dist-server beside apps/web/dist). Everything is bundled in,
 * as in the browser's build (Ant Design's ES modules are not Node's), with the same stand-ins.
 */
const serverBuild = (mode: string): UserConfig => ({
  plugins: [react(), ...antdStandIns],
  // React and Ant Design in the browser's build mode: Ant Design's class names carry it ('dev-only' in development).
  define: { __CLIENT_VERSION__: JSON.stringify(buildDate), 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
  ssr: { noExternal: true },
  // Node's condition gives @ant-design/icons' CommonJS build, every icon (2.9 MB, 45 MB of the API's memory):
  // its ES modules, as in the browser, keep only the icons used.
  resolve: { alias: [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' }] },
  build: { target: 'node22', emptyOutDir: true, copyPublicDir: false, chunkSizeWarningLimit: 4000 },
});

const browserBuild = defineConfig({
  // Every text asset is also written brotli- and gzip-compressed at build time; the server sends
  // the variant the browser accepts (decision 0022), so no request pays for compressing it.
  plugins: [react(), ...antdStandIns, antdFirstLoadStyles(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
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
        // Zod's schema builders (z.object(...), z.string().min(...)) have no side effects: a contracts
        // module whose plain constant is imported (CART_BATCH_MAX beside the cart schemas) no longer
        // drags its unused schemas, and with them zod, into the chunk of that import.
        manualPureFunctions: ['z'],
      },
      output: {
        // What every first visit loads (the entry and everything it imports statically) in two
        // files, libraries and app, instead of some seventy small shared chunks: these compress far
        // better together and take two names instead of seventy in the lazy routes' preload lists.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The plain controls the product list and the product page both draw at first paint (the bag's tabs
            // and tooltip too), in one file rather than five shared chunks of a few hundred bytes each (decision 0034).
            {
              name: 'catalogue-controls',
              test: /[\\/]src[\\/](components[\\/]controls[\\/](Controls\.module\.css|CssTooltip\.tsx|Skeleton\.tsx|Tabs\.tsx)|features[\\/]catalogue[\\/]product-list[\\/](SupplierRankHelp|GridSkeleton)\.tsx)/,
            },
            // Product cards with what they import (countdown, picture renditions): the mall and the product list
            // show them first, in one file instead of three small shared ones, which keeps both within 200 KB
            // (the product page, over it anyway, then fetches the cards' 1 KB with its price countdown).
            { name: 'product-cards', test: /[\\/]web[\\/]src[\\/]components[\\/]product[\\/](ProductGrid|ProductCard)\.tsx/ },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild, mode }) => (isSsrBuild ? serverBuild(mode) : browserBuild));
