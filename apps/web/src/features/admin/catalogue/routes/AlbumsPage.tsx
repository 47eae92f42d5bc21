import { PlusOutlined, ShoppingOutlined } from '@ant-design/icons';
import { adminRequiredText, type AdminAlbum, type AlbumInput } from '@threadway/contracts';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../lib/form-rules';
import { PageIntro } from '../../components/PageIntro';
import { useAlbums, useDeleteAlbum, useSaveAlbum } from '../api/albums';
import type { Widen } from '../api/mutation';
import { FormModal } from '../components/FormModal';
import { LocalizedNames } from '../components/LocalizedNames';
import { MediaUrlInput, optionalLinkRule } from '../components/MediaUrlInput';
import { RowActions } from '../components/RowActions';
import { StatusBadge } from '../components/StatusBadge';
import { StatusSwitch } from '../components/StatusSwitch';
import { Thumb } from '../components/Thumb';
import { useNotify } from '../components/useNotify';
import { AlbumProductsDrawer } from './albums/AlbumProductsDrawer';
import '../catalogue.css';

/** 1 new in, 2 best sellers; other types are curated albums (spec 3). */
const ALBUM_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const typeLabel = (t: TFunction, type: number) => (type <= 2 ? t(`admin:catalogue.albums.types.${type}`) : t('admin:catalogue.albums.curated', { type }));

/** Albums shown as home-page modules (new in, best sellers, curated) and the products in each, in order. */
export default function AlbumsPage() {
  const { t } = useTranslation();
  const albums = useAlbums();
  const remove = useDeleteAlbum();
  const notify = useNotify();
  const [editing, setEditing] = useState<AdminAlbum | 'new' | null>(null);
  const [products, setProducts] = useState<AdminAlbum | null>(null);

  const columns: TableColumnsType<AdminAlbum> = [
    {
      key: 'name',
      title: t('admin:catalogue.common.name'),
      render: (_, a) => (
        <span className="tw-cat-name">
          <Thumb src={a.bannerUrl} wide />
          <strong>{a.name}</strong>
        </span>
      ),
    },
    { key: 'type', title: t('admin:catalogue.albums.type'), render: (_, a) => <Tag>{typeLabel(t, a.type)}</Tag> },
    { key: 'products', dataIndex: 'productCount', title: t('admin:catalogue.events.products'), align: 'end', responsive: ['sm'] },
    { key: 'sort', dataIndex: 'sort', title: t('admin:catalogue.common.sort'), align: 'end', responsive: ['lg'] },
    { key: 'status', title: t('admin:catalogue.common.status'), responsive: ['md'], render: (_, a) => <StatusBadge status={a.status} /> },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, a) => (
        <RowActions testId={`album-${a.id}`} onEdit={() => setEditing(a)} onDelete={() => notify(remove.mutateAsync(a.id))}>
          <Button size="small" icon={<ShoppingOutlined />} onClick={() => setProducts(a)} data-testid={`album-${a.id}-products`}>
            {t('admin:catalogue.events.products')}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageIntro
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="album-create">
            {t('admin:catalogue.albums.create')}
          </Button>
        }
      >
        {t('admin:catalogue.albums.intro')}
      </PageIntro>
      {albums.error && <Alert type="error" showIcon title={albums.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<AdminAlbum> rowKey="id" columns={columns} dataSource={albums.data} loading={albums.isLoading} pagination={false} scroll={{ x: 'max-content' }} />
      </Card>
      {editing && <AlbumFormModal album={editing === 'new' ? undefined : editing} onClosed={() => setEditing(null)} />}
      {products && <AlbumProductsDrawer album={products} onClosed={() => setProducts(null)} />}
    </>
  );
}

function AlbumFormModal({ album, onClosed }: { album?: AdminAlbum; onClosed: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAlbum();
  return (
    <FormModal<Widen<AlbumInput>>
      testId="album"
      title={album ? t('admin:catalogue.albums.editTitle', { name: album.name }) : t('admin:catalogue.albums.create')}
      initialValues={album ? { ...album, bannerUrl: album.bannerUrl ?? '' } : { type: 1, status: 1, sort: 0, names: {}, bannerUrl: '' }}
      submit={(values) => save.mutateAsync({ id: album?.id, input: values })}
      onClosed={onClosed}
    >
      <Form.Item name="name" label={t('admin:catalogue.common.nameEn')} rules={[zodRule(adminRequiredText(120), t)]}>
        <Input data-testid="album-name" />
      </Form.Item>
      <Form.Item name="type" label={t('admin:catalogue.albums.type')}>
        <Select options={ALBUM_TYPES.map((v) => ({ value: v, label: typeLabel(t, v) }))} />
      </Form.Item>
      <Form.Item name="bannerUrl" label={t('admin:catalogue.common.banner')} rules={[optionalLinkRule(t)]}>
        <MediaUrlInput />
      </Form.Item>
      <div className="tw-cat-inline">
        <Form.Item name="sort" label={t('admin:catalogue.common.sort')}>
          <InputNumber precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="status" label={t('admin:catalogue.common.status')}>
          <StatusSwitch />
        </Form.Item>
      </div>
      <LocalizedNames />
    </FormModal>
  );
}
