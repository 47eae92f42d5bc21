import type { OperatorRole } from '@threadway/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** One colour per role, so a table of operators reads at a glance. */
export const ROLE_COLORS: Record<OperatorRole, string> = {
  admin: 'volcano',
  catalogue: 'geekblue',
  fulfilment: 'green',
  finance: 'gold',
  support: 'purple',
};

export function RoleTags({ roles }: { roles: readonly OperatorRole[] }) {
  const { t } = useTranslation();
  return (
    <span className="tw-admin-tags">
      {roles.map((role) => (
        <Tag key={role} color={ROLE_COLORS[role]}>
          {t(`admin:roles.${role}`)}
        </Tag>
      ))}
    </span>
  );
}
