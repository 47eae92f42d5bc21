import { CheckCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/Logo';
import { useMoney } from '../../../lib/preferences';
import './auth-shell.css';

const POINTS = ['noMinimum', 'warehouses', 'noFees'] as const;
const STATS = ['newItems', 'price', 'warehouses'] as const;
/** Prices start from $1.99 (spec 1), shown in the visitor's display currency. */
const LOWEST_PRICE_CENTS = 199;

/**
 * Sign-in and sign-up stand alone (the marketing header and footer are hidden there, spec 2.1):
 * a brand panel beside the form on desktop, the form alone under a logo on mobile.
 */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('accounts');
  const money = useMoney();
  return (
    <div className="tw-auth">
      <aside className="tw-auth__brand">
        <Logo to="/" tone="light" />
        <div className="tw-auth__pitch">
          <h2>{t('brand.headline')}</h2>
          <p>{t('brand.lead')}</p>
          <ul>
            {POINTS.map((point) => (
              <li key={point}>
                <CheckCircleFilled aria-hidden="true" />
                {t(`brand.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <dl className="tw-auth__stats">
          {STATS.map((stat) => (
            <div key={stat}>
              <dt>
                <bdi>{stat === 'price' ? money(LOWEST_PRICE_CENTS) : t(`brand.stats.${stat}.value`)}</bdi>
              </dt>
              <dd>{t(`brand.stats.${stat}.label`)}</dd>
            </div>
          ))}
        </dl>
      </aside>
      <main className="tw-auth__main">
        <div className="tw-auth__mobile-logo">
          <Logo to="/" />
        </div>
        <div className={`tw-auth__card${wide ? ' tw-auth__card--wide' : ''}`}>{children}</div>
      </main>
    </div>
  );
}
