import type { OperatorRole } from '@threadway/contracts';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canAccess, useOperatorSession } from '../session';

/** A screen opened by URL without the role it needs says so instead of failing with 403s. */
export function RoleGate({ roles, children }: { roles?: readonly OperatorRole[]; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useOperatorSession();
  const navigate = useNavigate();
  if (canAccess(session?.operator, roles)) return children;
  return (
    <Result
      status="403"
      title={t('admin:forbidden.title')}
      subTitle={t('admin:forbidden.hint', { roles: (roles ?? []).map((r) => t(`admin:roles.${r}`)).join(', ') })}
      extra={
        <Button type="primary" onClick={() => navigate('/admin')}>
          {t('admin:forbidden.back')}
        </Button>
      }
    />
  );
}
