import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyRateRule } from '@threadway/contracts';

interface Props {
  code: string;
  initial: string;
  saving: boolean;
  onSave: (rate: string) => void;
  onCancel: () => void;
}

/** Inline editor of one rate: Enter saves, Escape cancels; an invalid value is flagged before any call. */
export function RateEditor({ code, initial, saving, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const valid = currencyRateRule.safeParse(draft).success;
  const save = () => valid && onSave(draft.trim());
  return (
    <Space.Compact>
      <Tooltip open={!valid} title={t('admin:currencies.invalidRate')} placement="bottom">
        <Input
          autoFocus
          value={draft}
          inputMode="decimal"
          status={valid ? undefined : 'error'}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={save}
          onKeyDown={(e) => e.key === 'Escape' && onCancel()}
          aria-label={t('admin:currencies.rateAria', { code })}
          data-testid={`currency-rate-${code}`}
          style={{ width: 140 }}
        />
      </Tooltip>
      <Button type="primary" icon={<CheckOutlined />} onClick={save} loading={saving} disabled={!valid} aria-label={t('admin:actions.save')} data-testid={`currency-save-${code}`} />
      <Button icon={<CloseOutlined />} onClick={onCancel} aria-label={t('admin:actions.cancel')} />
    </Space.Compact>
  );
}
