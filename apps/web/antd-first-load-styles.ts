import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createElement } from 'react';
import type { Plugin } from 'vite';
import { theme } from './src/app/theme';

/**
 * The Ant Design components whose styles every shopping page's first render would otherwise generate in the browser:
 * Button's (with its click wave) came to 120–240 ms of a first visit's main thread at Lighthouse's 4× slower CPU
 * (`npm run bench lighthouse -- --tasks`), for 48 KB of CSS, 6 KB brotli. Others still generate theirs when first
 * shown; each added here puts its whole CSS in every first load (Input's is 110 KB), so only the costly ones earn it.
 */
export const FIRST_LOAD_ANTD_COMPONENTS = ['Button'];

const MODULE = 'virtual:antd-first-load.css';

/**
 * `import 'virtual:antd-first-load.css'`: those components' CSS, drawn at build time with the app's theme (through
 * @ant-design/static-style-extract), in the stylesheet of the first load. Its last rule is the map Ant Design's
 * style engine reads when it starts: a component whose style the map lists takes the file's CSS instead of
 * generating its own (decision 0055). The map names styles by component and Ant Design's version, not by theme: the
 * rules read the theme's values through the CSS variables the page still sets, so the theme's run-time variant
 * (reduced motion: no animations) uses the same file.
 */
export function antdFirstLoadStyles(): Plugin {
  let css: string | undefined;
  return {
    name: 'threadway:antd-first-load-styles',
    resolveId: (id) => (id === MODULE ? MODULE : null),
    load(id) {
      if (id !== MODULE) return null;
      // The class names carry a hash of the build mode (development builds mark theirs 'dev-only'), so the CSS is drawn in this process's mode.
      css ??= extractStyle({ includes: FIRST_LOAD_ANTD_COMPONENTS, customTheme: (node) => createElement(ConfigProvider, { theme }, node) });
      return css;
    },
  };
}
