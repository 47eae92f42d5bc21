import { MenuOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Drawer, Grid, Layout, Spin, type ThemeConfig } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { BRAND } from '../../../app/theme';
import { useMe } from '../api/auth';
import { activeSection } from '../sections';
import { AdminMenu } from './AdminMenu';
import { Brand } from './Brand';
import { OperatorBar } from './OperatorBar';

/** The console's dark navigation, in the brand's ink with the amber accent for the open screen. */
const navTheme: ThemeConfig = {
  components: {
    Layout: { siderBg: BRAND.ink },
    Menu: { darkItemBg: BRAND.ink, darkItemSelectedBg: BRAND.accent, darkItemSelectedColor: BRAND.ink, darkItemColor: 'rgba(255,255,255,0.72)' },
  },
};

/** Layout of every signed-in back-office screen: sider (a drawer on phones), top bar, content. */
export function AdminShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const section = activeSection(pathname);
  const title = section ? t(`admin:nav.${section.key}`) : '';
  // Refreshes the stored roles and signs a disabled operator out (its 401 clears the session).
  useMe();

  useEffect(() => {
    document.title = [title, t('admin:brand.full')].filter(Boolean).join(' · ');
  }, [title, t]);

  // Before the first measure useBreakpoint is empty; treat that as desktop to avoid a flash of the drawer button.
  const desktop = screens.lg ?? true;
  return (
    <ConfigProvider theme={navTheme}>
      <Layout className="tw-admin">
        {desktop && (
          <Layout.Sider width={232} className="tw-admin-sider">
            <Brand tone="dark" />
            <AdminMenu />
          </Layout.Sider>
        )}
        <Drawer
          placement="left"
          open={!desktop && drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={248}
          closable={false}
          styles={{ body: { padding: 0, background: BRAND.ink } }}
        >
          <Brand tone="dark" />
          <AdminMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
        <Layout>
          <Layout.Header className="tw-admin-header">
            {!desktop && <Button type="text" icon={<MenuOutlined />} aria-label={t('admin:shell.openMenu')} onClick={() => setDrawerOpen(true)} />}
            <h1 className="tw-admin-header__title">{title}</h1>
            <OperatorBar />
          </Layout.Header>
          <Layout.Content className="tw-admin-content">
            <Suspense fallback={<Spin className="tw-admin-loading" />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
