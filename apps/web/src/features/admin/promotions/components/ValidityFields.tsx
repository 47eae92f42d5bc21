import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The form fields, named as the API names them so its messages land under them. */
  start: string;
  end: string;
  testId: string;
}

/** From and until, to the minute, in the operator's time zone; the end must come after the start. */
export function ValidityFields({ start, end, testId }: Props) {
  const { t } = useTranslation();
  const required = { required: true, message: t('messages:validation.required') };
  return (
    <div className="tw-cat-inline">
      <Form.Item name={start} label={t('admin:promotions.common.start')} rules={[required]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid={`${testId}-start`} />
      </Form.Item>
      <Form.Item
        name={end}
        label={t('admin:promotions.common.end')}
        dependencies={[start]}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: async (_, value?: Dayjs) => {
              const from = getFieldValue(start) as Dayjs | undefined;
              if (value && from && !value.isAfter(from)) throw new Error(t('messages:validation.rangeEnd'));
            },
          }),
        ]}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid={`${testId}-end`} />
      </Form.Item>
    </div>
  );
}
