import { setMaintenanceRequest } from '@threadway/contracts';
import { Alert, App, Button, Card, Col, Form, Input, Row, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { useMaintenance, useSetMaintenance, type MaintenanceState } from '../api/maintenance';
import { MaintenanceStatus } from '../components/MaintenanceStatus';
import { PageIntro } from '../components/PageIntro';
import { canAccess, useOperatorSession } from '../session';

interface Values {
  enabled: boolean;
  message: string;
}

/**
 * The maintenance switch. Switching on takes the sellers' side down (every call answers 426), so
 * it asks for confirmation first; only administrators may change it, everyone else sees the state.
 */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const state = useMaintenance();
  const save = useSetMaintenance();
  const mayChange = canAccess(useOperatorSession()?.operator, ['admin']);
  const current = state.data;

  const apply = async (values: Values) => {
    const envelope = await save.mutateAsync({ enabled: values.enabled, message: values.message.trim() || null });
    void message.success(envelope.message);
  };
  const submit = (values: Values, saved: MaintenanceState) => {
    const run = () => apply(values).catch((e: Error) => void message.error(e.message));
    if (!values.enabled || saved.enabled) return void run();
    modal.confirm({
      title: t('admin:maintenance.confirmTitle'),
      content: t('admin:maintenance.confirmBody'),
      okText: t('admin:maintenance.confirmOk'),
      cancelText: t('admin:actions.cancel'),
      okButtonProps: { danger: true },
      onOk: run,
    });
  };

  return (
    <>
      <PageIntro>{t('admin:maintenance.intro')}</PageIntro>
      {state.error && <Alert type="error" showIcon title={state.error.message} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('admin:maintenance.switchTitle')}>
            {!current ? (
              <Skeleton active />
            ) : (
              // Keyed by the saved state so the form starts over from what the server holds after each save.
              <Form<Values>
                key={current.updatedAt ?? 'never'}
                layout="vertical"
                disabled={!mayChange || save.isPending}
                initialValues={{ enabled: current.enabled, message: current.message ?? '' }}
                onFinish={(values) => submit(values, current)}
              >
                {!mayChange && <Alert type="info" showIcon title={t('admin:maintenance.adminOnly')} style={{ marginBottom: 16 }} />}
                <Form.Item name="enabled" label={t('admin:maintenance.switchLabel')} valuePropName="checked" extra={t('admin:maintenance.switchHint')}>
                  <Switch data-testid="maintenance-switch" checkedChildren={t('admin:maintenance.on')} unCheckedChildren={t('admin:maintenance.off')} />
                </Form.Item>
                <Form.Item name="message" label={t('admin:maintenance.messageLabel')} extra={t('admin:maintenance.messageHint')} rules={[zodRule(setMaintenanceRequest.shape.message, t)]}>
                  <Input.TextArea rows={3} maxLength={500} showCount className="tw-admin-counted" data-testid="maintenance-message" placeholder={t('admin:maintenance.messagePlaceholder')} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="maintenance-save">
                  {t('admin:actions.save')}
                </Button>
              </Form>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('admin:maintenance.stateTitle')} style={{ marginBottom: 16 }}>
            {current ? <MaintenanceStatus state={current} /> : <Skeleton active paragraph={{ rows: 1 }} />}
          </Card>
          <Card title={t('admin:maintenance.howTitle')}>
            <Typography.Paragraph>{t('admin:maintenance.how426')}</Typography.Paragraph>
            <Typography.Paragraph>{t('admin:maintenance.howExempt')}</Typography.Paragraph>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{t('admin:maintenance.howOff')}</Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </>
  );
}
