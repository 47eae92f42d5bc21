import { API_AUTHORITY } from '@threadway/contracts';
import { Layout, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountMenu, menuKeyOf, type MenuNode } from './account-menu';
import styles from './shell.module.css';

type Item = NonNullable<MenuProps['items']>[number];

/** Collapsible personal-center menu, 208 px wide and 64 px collapsed (spec 2.2). */
export function AccountSider({ authorities }: { authorities: string[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const nodes = accountMenu(authorities.includes(API_AUTHORITY));
  // Long translations are cut to the 208 px width; the title keeps the whole label a hover away.
  const toItem = (node: MenuNode): Item =>
    'children' in node
      ? { key: node.label, icon: node.icon, label: <span title={t(node.label)}>{t(node.label)}</span>, children: node.children.map(toItem) }
      : {
          key: node.to,
          icon: node.icon,
          label: (
            <Link to={node.to} title={t(node.label)}>
              {t(node.label)}
            </Link>
          ),
        };
  const openGroups = nodes.filter((n) => 'children' in n && n.children.some((c) => 'to' in c && c.to === pathname)).map((n) => n.label);

  return (
    <Layout.Sider
      data-testid="account-sider"
      className={styles.sider}
      theme="light"
      width={208}
      collapsedWidth={64}
      collapsible
      collapsed={collapsed}
      onCollapse={setCollapsed}
    >
      <Menu mode="inline" items={nodes.map(toItem)} selectedKeys={[menuKeyOf(pathname)]} defaultOpenKeys={openGroups} />
    </Layout.Sider>
  );
}
