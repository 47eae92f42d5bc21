import { isRtl } from '@threadway/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import type { Locale } from 'antd/es/locale';
import { Suspense, lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';
import { ENGLISH_ANTD_LOCALE, loadAntdLocale } from '../i18n/antd-locale';
import { feedback, hostWanted } from '../lib/feedback';
import { usePreferences } from '../lib/preferences';
import { useStore } from '../lib/store';
import { AppFrame } from './AppFrame';
import { theme } from './theme';

/** Ant Design's App with the message, notification and modal code: fetched when something is first shown. */
const FeedbackHost = lazy(() => import('./FeedbackHost'));

/**
 * Query cache, Ant Design theme, locale pack and direction, feedback APIs (App.useApp), then the router
 * with the pages (`children`): the browser's, or the server's for the address it draws.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { locale } = usePreferences();
  const [antdLocale, setAntdLocale] = useState<Locale>(ENGLISH_ANTD_LOCALE);
  const feedbackWanted = useStore(hostWanted);
  // Ant Design's opening, closing and wave animations off for visitors whose system asks for less motion.
  const reducedMotion = usePrefersReducedMotion();
  const appTheme = useMemo(() => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme), [reducedMotion]);
  useEffect(() => {
    let current = true;
    // A pack that arrives after the visitor chose another language is dropped (English comes at once).
    void loadAntdLocale(locale).then((pack) => current && setAntdLocale(pack));
    return () => {
      current = false;
    };
  }, [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={appTheme} locale={antdLocale} direction={isRtl(locale) ? 'rtl' : 'ltr'}>
        <AppContext.Provider value={feedback}>
          <AppFrame rtl={isRtl(locale)}>
            {feedbackWanted && (
              <Suspense fallback={null}>
                <FeedbackHost />
              </Suspense>
            )}
            {children}
          </AppFrame>
        </AppContext.Provider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
