import { LOCALES } from '@threadway/contracts';
import { Collapse, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Optional names in the other 16 languages; an empty box falls back to the English name. Always
 * rendered (collapsed) so its values are sent with the form.
 */
export function LocalizedNames({ name = 'names' }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'names',
          label: t('admin:catalogue.common.translations'),
          forceRender: true,
          children: LOCALES.filter((l) => l.code !== 'en').map((l) => (
            <Form.Item key={l.code} name={[name, l.code]} label={l.name} rules={[{ max: 255, message: t('messages:validation.tooLong') }]}>
              <Input dir={l.dir} lang={l.code} />
            </Form.Item>
          )),
        },
      ]}
    />
  );
}
