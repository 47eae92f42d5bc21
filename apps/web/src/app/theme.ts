import type { ThemeConfig } from 'antd';

/** Brand: near-black ink with a warm amber accent; one place for colours and radii. */
export const BRAND = { ink: '#111827', accent: '#f59e0b', surface: '#f7f7f8' } as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#111827',
    colorLink: '#b45309',
    colorInfo: '#2563eb',
    // Ant Design's red (#ff4d4f) is 3.3:1 on white: danger buttons and error texts use a deeper red (5.6:1).
    colorError: '#cf1322',
    // Ant Design's secondary greys (45 % and 25 % black) read below 4.5:1 on white: 60 % black is 5.7:1 (decision 0035).
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 8,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Sans Thai', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: BRAND.surface, siderBg: '#ffffff' },
    Menu: { itemSelectedBg: '#fef3c7', itemSelectedColor: '#111827' },
    // A coloured tag's text is its palette's 7th shade on the 1st; these are the first shades that reach 4.5:1 there.
    Tag: { volcano7: '#ad2102', orange7: '#ad4e00', gold7: '#874d00', yellow7: '#ad8b00', lime7: '#3f6600', green7: '#237804', cyan7: '#006d75' },
  },
};
