import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { adminRequiredText, type AdminBanner, type BannerInput } from '@threadway/contracts';
import { Alert, Button, Card, Form, Input, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../lib/form-rules';
import { PageIntro } from '../../components/PageIntro';
import { useBanners, useDeleteBanner, useReorderBanners, useSaveBanner } from '../api/banners';
import type { Widen } from '../api/mutation';
import { FormModal } from '../components/FormModal';
import { LocalizedNames } from '../components/LocalizedNames';
import { MediaUrlInput, linkRule, optionalLinkRule } from '../components/MediaUrlInput';
import { RowActions } from '../components/RowActions';
import { StatusBadge } from '../components/StatusBadge';
import { StatusSwitch } from '../components/StatusSwitch';
import { Thumb } from '../components/Thumb';
import { useNotify } from '../components/useNotify';
import '../catalogue.css';

/** Home-page banners in display order: picture (and a phone picture), link, on or off; arrows reorder them. */
export default function BannersPage() {
  const { t } = useTranslation();
  const banners = useBanners();
  const remove = useDeleteBanner();
  const reorder = useReorderBanners();
  const notify = useNotify();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const ids = (banners.data ?? []).map((b) => b.id);
  const move = (index: number, by: number) => {
    const next = [...ids];
    const [id] = next.splice(index, 1);
    next.splice(index + by, 0, id!);
    void notify(reorder.mutateAsync(next));
  };

  const columns: TableColumnsType<AdminBanner> = [
    {
      key: 'order',
      title: <span className="tw-admin-sr-only">{t('admin:catalogue.common.sort')}</span>,
      width: 88,
      render: (_, _b, i) => (
        <span className="tw-admin-nowrap">
          <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('admin:catalogue.common.moveUp')} />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={i === ids.length - 1} onClick={() => move(i, 1)} aria-label={t('admin:catalogue.common.moveDown')} />
        </span>
      ),
    },
    { key: 'image', title: t('admin:catalogue.common.image'), render: (_, b) => <Thumb src={b.imageUrl} wide /> },
    {
      key: 'title',
      title: t('admin:catalogue.banners.title'),
      render: (_, b) => (
        <span className="tw-cat-stack">
          <strong>{b.title}</strong>
          <Typography.Text type="secondary" className="tw-admin-mono tw-cat-sub" ellipsis={{ tooltip: b.linkUrl }} style={{ maxWidth: 260 }}>
            {b.linkUrl}
          </Typography.Text>
        </span>
      ),
    },
    { key: 'status', title: t('admin:catalogue.common.status'), responsive: ['md'], render: (_, b) => <StatusBadge status={b.status} /> },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, b) => <RowActions testId={`banner-${b.id}`} onEdit={() => setEditing(b)} onDelete={() => notify(remove.mutateAsync(b.id))} />,
    },
  ];

  return (
    <>
      <PageIntro
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="banner-create">
            {t('admin:catalogue.banners.create')}
          </Button>
        }
      >
        {t('admin:catalogue.banners.intro')}
      </PageIntro>
      {banners.error && <Alert type="error" showIcon title={banners.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<AdminBanner> rowKey="id" columns={columns} dataSource={banners.data} loading={banners.isLoading || reorder.isPending} pagination={false} scroll={{ x: 'max-content' }} />
      </Card>
      {editing && <BannerFormModal banner={editing === 'new' ? undefined : editing} onClosed={() => setEditing(null)} />}
    </>
  );
}

function BannerFormModal({ banner, onClosed }: { banner?: AdminBanner; onClosed: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBanner();
  return (
    <FormModal<Widen<BannerInput>>
      testId="banner"
      title={banner ? t('admin:catalogue.banners.editTitle', { name: banner.title }) : t('admin:catalogue.banners.create')}
      initialValues={banner ? { ...banner, mobileImageUrl: banner.mobileImageUrl ?? '' } : { status: 1, titles: {}, mobileImageUrl: '' }}
      submit={(values) => save.mutateAsync({ id: banner?.id, input: values })}
      onClosed={onClosed}
    >
      <Form.Item name="title" label={t('admin:catalogue.banners.title')} rules={[zodRule(adminRequiredText(120), t)]}>
        <Input data-testid="banner-title" />
      </Form.Item>
      <Form.Item name="imageUrl" label={t('admin:catalogue.banners.image')} rules={[linkRule(t)]}>
        <MediaUrlInput data-testid="banner-image" />
      </Form.Item>
      <Form.Item name="mobileImageUrl" label={t('admin:catalogue.banners.mobileImage')} rules={[optionalLinkRule(t)]}>
        <MediaUrlInput />
      </Form.Item>
      <Form.Item name="linkUrl" label={t('admin:catalogue.common.link')} extra={t('admin:catalogue.common.linkHint')} rules={[linkRule(t)]}>
        <Input data-testid="banner-link" />
      </Form.Item>
      <Form.Item name="status" label={t('admin:catalogue.common.status')}>
        <StatusSwitch />
      </Form.Item>
      <LocalizedNames name="titles" />
    </FormModal>
  );
}
