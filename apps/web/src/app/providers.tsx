import { isRtl } from '@threadway/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { loadAntdLocale } from '../i18n/antd-locale';
import { usePreferences } from '../lib/preferences';
import { router } from './router';
import { theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});

/** Query cache, Ant Design theme, locale pack and direction, then the router. */
export function Providers() {
  const { locale } = usePreferences();
  const [antdLocale, setAntdLocale] = useState<Locale>();
  useEffect(() => {
    void loadAntdLocale(locale).then(setAntdLocale);
  }, [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={antdLocale} direction={isRtl(locale) ? 'rtl' : 'ltr'}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

export { queryClient };
