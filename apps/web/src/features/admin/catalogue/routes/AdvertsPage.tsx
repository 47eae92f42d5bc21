import { PlusOutlined } from '@ant-design/icons';
import { ACCEPT_TYPES, DISPLAY_PAGE_TYPES, type AdPopupInput, type AdminAdPopup } from '@threadway/contracts';
import { Alert, App, Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodRule } from '../../../../lib/form-rules';
import { PageIntro } from '../../components/PageIntro';
import { useDateTime } from '../../format';
import { useAdBar, useDeletePopup, usePopups, useSavePopup, useSetAdBar, type AdBar } from '../api/adverts';
import { ColourInput } from '../components/ColourInput';
import type { Widen } from '../api/mutation';
import { FormModal, showServerError } from '../components/FormModal';
import { MediaUrlInput, linkRule, optionalLinkRule } from '../components/MediaUrlInput';
import { RowActions } from '../components/RowActions';
import { StatusBadge } from '../components/StatusBadge';
import { StatusSwitch } from '../components/StatusSwitch';
import { Thumb } from '../components/Thumb';
import { useNotify } from '../components/useNotify';
import '../catalogue.css';

const colourRule = z.literal('').or(z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'validation.invalidValue'));
type AdBarValues = { [K in keyof AdBar]: string };

/** The ad bar above the mall header (before and after sign-in) and the floating ad popups. */
export default function AdvertsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro>{t('admin:catalogue.adverts.intro')}</PageIntro>
      <AdBarCard />
      <PopupsCard />
    </>
  );
}

function AdBarCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const adBar = useAdBar();
  const save = useSetAdBar();
  const [form] = Form.useForm<AdBarValues>();
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: AdBarValues) => {
    setError(null);
    try {
      void message.success((await save.mutateAsync(values as AdBar)).message);
    } catch (e) {
      setError(showServerError(form, e));
    }
  };
  const side = (when: 'before' | 'after') => (
    <Col xs={24} lg={12}>
      <Typography.Title level={5}>{t(`admin:catalogue.adverts.${when}`)}</Typography.Title>
      <Form.Item noStyle shouldUpdate>
        {() => (
          <div className="tw-cat-adbar-preview" style={{ background: form.getFieldValue(`${when}BackgroundColor`) || '#f3f4f6' }}>
            {form.getFieldValue(`${when}LoginImg`) ? <img src={form.getFieldValue(`${when}LoginImg`)} alt="" /> : <span>{t('admin:catalogue.adverts.noBar')}</span>}
          </div>
        )}
      </Form.Item>
      <Form.Item name={`${when}LoginImg`} label={t('admin:catalogue.common.image')} rules={[optionalLinkRule(t)]}>
        <MediaUrlInput data-testid={`adbar-${when}-img`} />
      </Form.Item>
      <Form.Item name={`${when}LoginLink`} label={t('admin:catalogue.common.link')} rules={[optionalLinkRule(t)]}>
        <Input data-testid={`adbar-${when}-link`} />
      </Form.Item>
      <Form.Item name={`${when}BackgroundColor`} label={t('admin:catalogue.adverts.background')} rules={[zodRule(colourRule, t)]}>
        <ColourInput />
      </Form.Item>
    </Col>
  );
  return (
    <Card title={t('admin:catalogue.adverts.adBar')} style={{ marginBottom: 16 }}>
      {!adBar.data ? (
        <Skeleton active />
      ) : (
        <Form<AdBarValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={Object.fromEntries(Object.entries(adBar.data).map(([k, v]) => [k, v ?? '']))}
          onFinish={(values) => void submit(values)}
        >
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <Row gutter={24}>
            {side('before')}
            {side('after')}
          </Row>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="adbar-save">
            {t('admin:actions.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}

function PopupsCard() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const popups = usePopups();
  const remove = useDeletePopup();
  const notify = useNotify();
  const [editing, setEditing] = useState<AdminAdPopup | 'new' | null>(null);
  const columns: TableColumnsType<AdminAdPopup> = [
    { key: 'image', title: t('admin:catalogue.common.image'), render: (_, p) => <Thumb src={p.mainImage} wide /> },
    { key: 'audience', title: t('admin:catalogue.adverts.audience'), render: (_, p) => t(`admin:catalogue.adverts.audiences.${p.acceptType}`) },
    { key: 'pages', title: t('admin:catalogue.adverts.pages'), responsive: ['md'], render: (_, p) => t(`admin:catalogue.adverts.pageTypes.${p.displayPageType}`) },
    { key: 'delay', title: t('admin:catalogue.adverts.delay'), align: 'end', responsive: ['lg'], render: (_, p) => `${p.delayTime} s` },
    { key: 'countdown', title: t('admin:catalogue.adverts.countdown'), className: 'tw-admin-nowrap', responsive: ['lg'], render: (_, p) => dateTime(p.countdownEndTime) },
    { key: 'status', title: t('admin:catalogue.common.status'), responsive: ['sm'], render: (_, p) => <StatusBadge status={p.status} /> },
    { key: 'actions', title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>, align: 'end', render: (_, p) => <RowActions testId={`popup-${p.id}`} onEdit={() => setEditing(p)} onDelete={() => notify(remove.mutateAsync(p.id))} /> },
  ];
  return (
    <Card
      title={t('admin:catalogue.adverts.popups')}
      styles={{ body: { padding: 0 } }}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="popup-create">
          {t('admin:catalogue.adverts.createPopup')}
        </Button>
      }
    >
      {popups.error && <Alert type="error" showIcon title={popups.error.message} />}
      <Table<AdminAdPopup> rowKey="id" columns={columns} dataSource={popups.data} loading={popups.isLoading} pagination={false} scroll={{ x: 'max-content' }} />
      {editing && <PopupFormModal popup={editing === 'new' ? undefined : editing} onClosed={() => setEditing(null)} />}
    </Card>
  );
}

type PopupValues = Omit<Widen<AdPopupInput>, 'countdownEndTime'> & { countdownEndTime?: Dayjs | null };

function PopupFormModal({ popup, onClosed }: { popup?: AdminAdPopup; onClosed: () => void }) {
  const { t } = useTranslation();
  const save = useSavePopup();
  return (
    <FormModal<PopupValues>
      testId="popup"
      title={popup ? t('admin:catalogue.adverts.editPopup') : t('admin:catalogue.adverts.createPopup')}
      initialValues={
        popup
          ? { ...popup, popupLink: popup.popupLink ?? '', countdownEndTime: popup.countdownEndTime ? dayjs(popup.countdownEndTime) : null }
          : { delayTime: 3, acceptType: 0, displayPageType: 0, status: 1, popupLink: '', countdownEndTime: null }
      }
      submit={({ countdownEndTime, ...values }) => save.mutateAsync({ id: popup?.id, input: { ...values, countdownEndTime: countdownEndTime ? countdownEndTime.toISOString() : null } })}
      onClosed={onClosed}
    >
      <Form.Item name="mainImage" label={t('admin:catalogue.adverts.mainImage')} rules={[linkRule(t)]}>
        <MediaUrlInput data-testid="popup-main" />
      </Form.Item>
      <Form.Item name="iconImage" label={t('admin:catalogue.adverts.iconImage')} extra={t('admin:catalogue.adverts.iconHint')} rules={[linkRule(t)]}>
        <MediaUrlInput data-testid="popup-icon" />
      </Form.Item>
      <Form.Item name="popupLink" label={t('admin:catalogue.common.link')} rules={[optionalLinkRule(t)]}>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="acceptType" label={t('admin:catalogue.adverts.audience')}>
            <Select options={ACCEPT_TYPES.map((v) => ({ value: v, label: t(`admin:catalogue.adverts.audiences.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="displayPageType" label={t('admin:catalogue.adverts.pages')}>
            <Select options={DISPLAY_PAGE_TYPES.map((v) => ({ value: v, label: t(`admin:catalogue.adverts.pageTypes.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item name="delayTime" label={t('admin:catalogue.adverts.delay')}>
            <InputNumber min={0} max={600} precision={0} suffix="s" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item name="status" label={t('admin:catalogue.common.status')}>
            <StatusSwitch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="countdownEndTime" label={t('admin:catalogue.adverts.countdown')} extra={t('admin:catalogue.adverts.countdownHint')}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
