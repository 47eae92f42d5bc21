import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 1 on sale; 0, 3 and 4 are the ways a product is not (spec 3). */
const COLORS: Record<number, string> = { 1: 'green', 0: 'default', 3: 'orange', 4: 'red' };

export function ProductStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`admin:catalogue.products.statuses.${status}`, { defaultValue: String(status) })}</Tag>;
}
