import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/CountBadge';

/** Phones: opens the filters drawer; the number of filters on at its corner. */
export default function FiltersButton({ active, onOpen }: { active: number; onOpen: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <CountBadge count={active}>
      <Button icon={<FilterOutlined />} onClick={onOpen} data-testid="open-filters">
        {t('list.filters')}
      </Button>
    </CountBadge>
  );
}
