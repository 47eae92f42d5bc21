import { LogoutOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Grid, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useOperatorLogout } from '../api/auth';
import { useMaintenance } from '../api/maintenance';
import { useOperatorSession } from '../session';
import { OperatorAvatar } from './OperatorAvatar';
import { RoleTags } from './RoleTags';

/** Right side of the top bar: a maintenance warning while it is on, who is signed in, sign out. */
export function OperatorBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const logout = useOperatorLogout();
  const operator = useOperatorSession()?.operator;
  const maintenance = useMaintenance().data;
  if (!operator) return null;

  const signOut = async () => {
    await logout();
    navigate('/admin/login', { replace: true });
  };
  return (
    <div className="tw-admin-operator">
      {maintenance?.enabled && (
        <Link to="/admin/maintenance">
          <Tag color="error" icon={<WarningFilled />} className="tw-admin-operator__maintenance" title={t('admin:shell.maintenanceOn')}>
            {screens.sm && t('admin:shell.maintenanceOn')}
          </Tag>
        </Link>
      )}
      <OperatorAvatar name={operator.fullName} />
      {screens.md && (
        <div className="tw-admin-operator__who">
          <span className="tw-admin-operator__name">{operator.fullName}</span>
          <RoleTags roles={operator.roles} />
        </div>
      )}
      <Tooltip title={screens.md ? undefined : t('admin:shell.signOut')}>
        <Button icon={<LogoutOutlined />} onClick={() => void signOut()} data-testid="admin-signout" aria-label={t('admin:shell.signOut')}>
          {screens.md && t('admin:shell.signOut')}
        </Button>
      </Tooltip>
    </div>
  );
}
