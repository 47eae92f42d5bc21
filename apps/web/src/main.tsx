import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Before the app's own styles, which override Ant Design's as its runtime styles (prepended) let them.
import 'virtual:antd-first-load.css';
import './styles.css';
import { Providers } from './app/providers';
import { initI18n } from './i18n';
import { preferencesStore } from './lib/preferences';

await initI18n(preferencesStore.get().locale);

const root = createRoot(document.getElementById('root')!);
// As a transition React renders the first screen in slices that let the browser in between, not in one long task (decision 0055).
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers />
    </StrictMode>,
  ),
);
