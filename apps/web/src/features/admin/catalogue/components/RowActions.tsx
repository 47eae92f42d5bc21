import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  onEdit?: () => void;
  /** Asks first; resolves when the record is gone (or fails with the server's message). */
  onDelete?: () => Promise<unknown>;
  testId: string;
  children?: ReactNode;
}

/** Edit and delete buttons at the end of a table row, plus any extra actions before them. */
export function RowActions({ onEdit, onDelete, testId, children }: Props) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap={false} className="tw-cat-actions">
      {children}
      {onEdit && (
        <Button size="small" icon={<EditOutlined />} onClick={onEdit} data-testid={`${testId}-edit`}>
          {t('admin:actions.edit')}
        </Button>
      )}
      {onDelete && (
        <Popconfirm title={t('admin:catalogue.common.deleteConfirm')} okText={t('admin:catalogue.common.delete')} cancelText={t('admin:actions.cancel')} okButtonProps={{ danger: true }} onConfirm={onDelete}>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('admin:catalogue.common.delete')} data-testid={`${testId}-delete`} />
        </Popconfirm>
      )}
    </Space>
  );
}
