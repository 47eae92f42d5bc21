import { ArrowRightOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMaintenance } from '../api/maintenance';
import { MaintenanceStatus } from '../components/MaintenanceStatus';
import { RoleTags } from '../components/RoleTags';
import { useDateTime } from '../format';
import { ADMIN_SECTIONS, sectionUrl } from '../sections';
import { canAccess, useOperatorSession } from '../session';

/** Landing page: who is signed in with which roles, the maintenance state, and links to every screen they may open. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const operator = useOperatorSession()?.operator;
  const maintenance = useMaintenance();
  if (!operator) return null;
  const links = ADMIN_SECTIONS.filter((s) => s.path && canAccess(operator, s.roles));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card className="tw-admin-fill">
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t('admin:dashboard.welcome', { name: operator.fullName })}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('admin:dashboard.intro')}</Typography.Paragraph>
          <Descriptions column={1} size="small" items={[
            { key: 'email', label: t('admin:dashboard.email'), children: operator.email },
            { key: 'roles', label: t('admin:dashboard.roles'), children: <RoleTags roles={operator.roles} /> },
            { key: 'lastLogin', label: t('admin:dashboard.lastLogin'), children: dateTime(operator.lastLoginAt) },
          ]} />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card className="tw-admin-fill" title={t('admin:nav.maintenance')} extra={<Link to="/admin/maintenance">{t('admin:dashboard.manage')}</Link>}>
          {maintenance.data ? <MaintenanceStatus state={maintenance.data} /> : <Skeleton active paragraph={{ rows: 1 }} />}
        </Card>
      </Col>
      <Col span={24}>
        <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
          {t('admin:dashboard.quickLinks')}
        </Typography.Title>
      </Col>
      {links.map((s) => (
        <Col key={s.key} xs={24} sm={12} xl={6}>
          <Link to={sectionUrl(s)} className="tw-admin-quick">
            <Card hoverable className="tw-admin-fill">
              <Card.Meta avatar={<span className="tw-admin-quick__icon">{s.icon}</span>} title={t(`admin:nav.${s.key}`)} description={t(`admin:nav.${s.key}Hint`)} />
              <ArrowRightOutlined className="tw-admin-quick__arrow" />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
