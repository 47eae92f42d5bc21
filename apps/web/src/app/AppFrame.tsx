import useToken from 'antd/es/theme/useToken';
import type { ReactNode } from 'react';

/**
 * The base text of every page (colour, size, line height and font of the theme), as Ant Design's
 * App element gave it; App itself (with its message, notification and modal code) loads on first use.
 */
export function AppFrame({ rtl, children }: { rtl: boolean; children: ReactNode }) {
  const [, token] = useToken();
  return (
    <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily, direction: rtl ? 'rtl' : undefined }}>
      {children}
    </div>
  );
}
