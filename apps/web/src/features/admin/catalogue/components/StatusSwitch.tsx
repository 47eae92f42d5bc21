import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** A form control for the 0/1 status fields: on means enabled (or on sale). */
export function StatusSwitch({ value = 1, onChange, ...rest }: { value?: number; onChange?: (status: number) => void; 'data-testid'?: string }) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={value === 1}
      onChange={(on) => onChange?.(on ? 1 : 0)}
      checkedChildren={t('admin:catalogue.common.enabled')}
      unCheckedChildren={t('admin:catalogue.common.disabled')}
      data-testid={rest['data-testid']}
    />
  );
}
