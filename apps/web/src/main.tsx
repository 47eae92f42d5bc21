import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { Providers } from './app/providers';
import { initI18n } from './i18n';
import { preferencesStore } from './lib/preferences';

await initI18n(preferencesStore.get().locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
