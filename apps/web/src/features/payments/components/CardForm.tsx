import { Alert, Skeleton } from 'antd';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnePageConfig } from '../api/one-page';
import { loadGateway, type TokenResult } from '../api/gateway-script';
import styles from './CardForm.module.css';

/** Tokenises the card typed in the gateway's frame; set while the frame is mounted. */
export type CardTokeniser = () => Promise<TokenResult>;

interface Props {
  /** Filled with the tokeniser once the frame is mounted, emptied when it goes. */
  tokeniser: RefObject<CardTokeniser | null>;
  /** Why the last card was not charged (the gateway's words), or why it could not be read. */
  error: string | null;
}

/**
 * The card gateway's one-page form (method 1): the gateway's own frame takes the card on our page;
 * only the token it answers is sent to our server (decision 0038).
 */
export function CardForm({ tokeniser, error }: Props) {
  const { t, i18n } = useTranslation('payments');
  const config = useOnePageConfig(true);
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const target = host.current;
    if (!config.data || !target) return;
    let cancelled = false;
    let destroy = () => {};
    loadGateway(config.data.scriptUrl, config.data.publishableKey)
      .then((gateway) => {
        if (cancelled) return;
        const card = gateway.elements().create('card', { locale: i18n.language });
        card.mount(target);
        destroy = () => card.destroy();
        tokeniser.current = () => gateway.createPaymentMethod({ type: 'card', card });
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      tokeniser.current = null;
      destroy();
    };
  }, [config.data, i18n.language, tokeniser]);

  const failed = config.isError || state === 'failed';
  return (
    <div className={styles.card} data-testid="card-form">
      <h3>{t('cardForm.title')}</h3>
      <p className={styles.note}>{t('cardForm.secure')}</p>
      {failed && <Alert type="warning" showIcon title={t('cardForm.unavailable')} />}
      {!failed && state === 'loading' && <Skeleton.Input active block />}
      <div ref={host} className={styles.frame} hidden={failed} data-testid="card-frame" />
      {error && <Alert type="error" showIcon title={t('cardForm.notCharged')} description={error} data-testid="card-error" className={styles.error} />}
    </div>
  );
}
