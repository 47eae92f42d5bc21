import type { ThemeConfig } from 'antd';

/** Brand: near-black ink with a warm amber accent; one place for colours and radii. */
export const BRAND = { ink: '#111827', accent: '#f59e0b', surface: '#f7f7f8' } as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#111827',
    colorLink: '#b45309',
    colorInfo: '#2563eb',
    borderRadius: 8,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Sans Thai', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: BRAND.surface, siderBg: '#ffffff' },
    Menu: { itemSelectedBg: '#fef3c7', itemSelectedColor: '#111827' },
  },
};
