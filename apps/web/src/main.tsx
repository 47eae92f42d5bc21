import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// Before the app's own styles, which override Ant Design's as its runtime styles (prepended) let them.
import 'virtual:antd-first-load.css';
import './styles.css';
import { Providers } from './app/providers';
import { createBrowserQueryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { readServerDrawnState, takeDrawnAnswers } from './app/server-drawn/state';
import { drawnAt } from './components/product/clock';
import { serverLayout } from './components/useIsDesktop';
import { initI18n } from './i18n';
import { preferencesStore } from './lib/preferences';

await initI18n(preferencesStore.get().locale);

const queryClient = createBrowserQueryClient();
const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);
const container = document.getElementById('root')!;
const { locale, currency } = preferencesStore.get();
// A page drawn in another language or currency than this browser's (preferences saved before the cookie carried
// them) is drawn again here, with its data asked for in this browser's language.
const drawn = readServerDrawnState();
const matching = drawn && drawn.locale === locale && drawn.currency === currency ? drawn : null;
// As a transition React renders (or hydrates) the first screen in slices that let the browser in between, not in one long task (decision 0055).
if (matching) {
  // The page the server drew (decision 0056): hydration starts from the answers and the layout it was drawn with.
  takeDrawnAnswers(queryClient, matching.queries);
  serverLayout.desktop = matching.desktop;
  drawnAt.time = matching.drawnAt;
  startTransition(() => void hydrateRoot(container, app));
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
