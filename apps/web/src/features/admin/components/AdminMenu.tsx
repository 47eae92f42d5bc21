import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { canAccess, useOperatorSession } from '../session';
import { ADMIN_SECTIONS, activeSection, sectionUrl } from '../sections';

/** The sections this operator's roles allow, as a dark menu (used by the sider and the phone drawer). */
export function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const operator = useOperatorSession()?.operator;
  const items = ADMIN_SECTIONS.filter((s) => canAccess(operator, s.roles)).map((s) => ({
    key: s.key,
    icon: s.icon,
    label: (
      <Link to={sectionUrl(s)} data-testid={`admin-nav-${s.key}`} onClick={onNavigate}>
        {t(`admin:nav.${s.key}`)}
      </Link>
    ),
  }));
  const active = activeSection(pathname);
  return <Menu theme="dark" mode="inline" items={items} selectedKeys={active ? [active.key] : []} />;
}
