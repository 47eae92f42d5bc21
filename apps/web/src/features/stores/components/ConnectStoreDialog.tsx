import { STORE_REGIONS, type StorePlatformCode } from '@threadway/contracts';
import { App, Alert, Button, Form, Input, Modal, Radio, Select, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { fieldError, zodRule } from '../../../lib/form-rules';
import { useBindStore, useBindToken, usePlatforms, useStartAuthorization, type PlatformEntry } from '../api/stores';
import { connectRules } from './connect-rules';
import styles from './Stores.module.css';

type Field = 'storeName' | 'storeUrl' | 'consumerKey' | 'consumerSecret' | 'region' | 'accessToken';
/** What the seller does with the fields: bind keys or a token here, or go to the platform's authorization page. */
type Action = 'bind' | 'authorize';
interface Values {
  platform?: StorePlatformCode;
  storeName?: string;
  storeUrl?: string;
  consumerKey?: string;
  consumerSecret?: string;
  region?: string;
  accessToken?: string;
}

/**
 * The fields each kind of platform needs (spec 2.3, 5.4), read from the platform list so that a
 * platform lights up when its server side lands: a storefront builder's default domain, a shop
 * plugin's site with its keys, a marketplace's region with a pasted token; a shop without an
 * address of its own (TikTok Shop) is named by its region. `authorizeWith` are the fields the
 * authorization page needs.
 */
function formOf(entry: PlatformEntry): { fields: Field[]; actions: Action[]; authorizeWith: Field[] } {
  if (entry.code === 'shopify') return { fields: ['storeName', 'storeUrl'], actions: ['authorize'], authorizeWith: ['storeName', 'storeUrl'] };
  if (entry.connect === 'keys') return { fields: ['storeName', 'storeUrl', 'consumerKey', 'consumerSecret'], actions: ['bind', 'authorize'], authorizeWith: ['storeName', 'storeUrl'] };
  if (entry.connect === 'token') return { fields: ['storeName', 'region', 'accessToken'], actions: ['bind', 'authorize'], authorizeWith: ['storeName', 'region'] };
  if (STORE_REGIONS[entry.code]) return { fields: ['storeName', 'region'], actions: ['authorize'], authorizeWith: ['storeName', 'region'] };
  return { fields: ['storeName'], actions: ['authorize'], authorizeWith: ['storeName'] };
}

/** A region's name: Temu's three routers by our words, TikTok Shop's markets by the country's name in the seller's language. */
function regionLabel(platform: StorePlatformCode, region: string, t: (key: string) => string, language: string): string {
  if (platform === 'temu') return t(`connect.regions.${region}`);
  return new Intl.DisplayNames([language], { type: 'region' }).of(region) ?? region;
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** A store connected here without leaving the page (keys); the server's message. */
  onConnected: (message: string) => void;
}

/** Connect store (spec 2.3): pick the platform first, then the fields that platform needs. */
export function ConnectStoreDialog({ open, onClose, onConnected }: Props) {
  const { t, i18n } = useTranslation('stores');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const platforms = usePlatforms();
  const bind = useBindStore();
  const bindToken = useBindToken();
  const start = useStartAuthorization();
  const [busy, setBusy] = useState<Action | null>(null);
  const code = Form.useWatch('platform', form);
  const entry = platforms.data?.find((p) => p.code === code);
  const layout = entry ? formOf(entry) : null;

  const urlRule: Rule = zodRule(code === 'shopify' ? connectRules.shopifyDomain : connectRules.siteUrl, t);
  const rules: Record<Field, Rule[]> = {
    storeName: [zodRule(connectRules.storeName, t)],
    storeUrl: [urlRule],
    consumerKey: [zodRule(connectRules.consumerKey, t)],
    consumerSecret: [zodRule(connectRules.consumerSecret, t)],
    region: [{ required: true, message: t('messages:validation.required') }],
    accessToken: [zodRule(connectRules.accessToken, t)],
  };

  const submit = async (action: Action) => {
    // Spec 5.4: the platform first, then its fields.
    await form.validateFields(['platform']);
    if (!entry || !layout) return;
    const values = await form.validateFields(action === 'authorize' ? layout.authorizeWith : layout.fields);
    const storeName = values.storeName!.trim();
    const storeUrl = (values.storeUrl ?? values.region ?? '').trim();
    setBusy(action);
    try {
      if (action === 'authorize') {
        const { redirectUrl } = await start.mutateAsync({ platform: entry.code, storeName, storeUrl });
        // The platform's own page; it sends the browser back to our callback page.
        window.location.assign(redirectUrl);
        return;
      }
      const answer =
        entry.connect === 'token'
          ? await bindToken.mutateAsync({ platform: entry.code, storeName, region: storeUrl, accessToken: values.accessToken?.trim() ?? '' })
          : await bind.mutateAsync({ platform: entry.code, storeName, storeUrl, consumerKey: values.consumerKey?.trim() ?? '', consumerSecret: values.consumerSecret?.trim() ?? '' });
      form.resetFields();
      onConnected(answer.message);
    } catch (error) {
      const fields = fieldError(error);
      if (fields && layout.fields.includes(fields[0]!.name as Field)) form.setFields(fields.map((f) => ({ name: f.name as Field, errors: f.errors })));
      else void message.error(error instanceof ApiError ? error.message : t('failed'));
    } finally {
      setBusy(null);
    }
  };

  const field = (name: Field) => {
    switch (name) {
      case 'storeName':
        return <Input maxLength={120} placeholder={t('connect.storeNamePlaceholder')} data-testid="connect-store-name" />;
      case 'storeUrl':
        return code === 'shopify' ? (
          <Input maxLength={255} addonAfter=".myshopify.com" placeholder={t('connect.domainPlaceholder')} data-testid="connect-store-url" className={styles.ltr} />
        ) : (
          <Input maxLength={255} placeholder="https://" data-testid="connect-store-url" className={styles.ltr} />
        );
      case 'consumerKey':
        return <Input maxLength={255} placeholder="ck_…" autoComplete="off" data-testid="connect-consumer-key" className={styles.ltr} />;
      case 'consumerSecret':
        return <Input.Password maxLength={255} placeholder="cs_…" autoComplete="new-password" data-testid="connect-consumer-secret" className={styles.ltr} />;
      case 'region':
        return (
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={(STORE_REGIONS[code!] ?? []).map((r) => ({ value: r, label: regionLabel(code!, r, t, i18n.language) }))}
            data-testid="connect-region"
          />
        );
      case 'accessToken':
        return <Input.Password maxLength={512} autoComplete="off" data-testid="connect-access-token" className={styles.ltr} />;
    }
  };
  const label = (name: Field) => (name === 'storeUrl' ? t(code === 'shopify' ? 'connect.defaultDomain' : 'connect.storeUrl') : t(`connect.${name}`));
  const extra = (name: Field) => (name === 'storeUrl' && code === 'shopify' ? t('connect.domainHint') : name === 'accessToken' ? t('connect.accessTokenHint') : undefined);

  return (
    <Modal open={open} title={t('connect.title')} onCancel={onClose} footer={null} destroyOnHidden width={600}>
      <Form form={form} layout="vertical" requiredMark={false} data-testid="connect-store-form">
        <Form.Item name="platform" label={t('connect.platform')} rules={[zodRule(connectRules.platform, t)]}>
          <Radio.Group className={styles.platforms} optionType="button" buttonStyle="solid">
            {(platforms.data ?? []).map((p) => (
              <Radio.Button key={p.code} value={p.code} disabled={!p.available} data-testid={`platform-${p.code}`}>
                {p.name}
                {!p.available && <Tag className={styles.soon}>{t('connect.comingSoon')}</Tag>}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {entry && layout && (
          <>
            <p className={styles.intro}>{t(`connect.intro.${entry.connect === 'keys' ? 'keys' : entry.connect === 'token' ? 'token' : 'oauth'}`, { platform: entry.name })}</p>
            {layout.fields.map((name) => (
              <Form.Item key={name} name={name} label={label(name)} rules={rules[name]} extra={extra(name)}>
                {field(name)}
              </Form.Item>
            ))}
          </>
        )}
        {platforms.isError && <Alert type="error" showIcon title={t('failed')} />}
        <div className={styles.dialogActions}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          {(layout?.actions ?? ['authorize']).map((action) => (
            <Button
              key={action}
              type={action === 'bind' || layout?.actions.length === 1 ? 'primary' : 'default'}
              loading={busy === action}
              disabled={busy !== null && busy !== action}
              onClick={() => void submit(action).catch(() => undefined)}
              data-testid={`connect-${action}`}
            >
              {action === 'bind' ? t('connect.connect') : entry?.connect === 'keys' ? t('connect.withPlatform', { platform: entry.name }) : t('connect.authorize')}
            </Button>
          ))}
        </div>
      </Form>
    </Modal>
  );
}
