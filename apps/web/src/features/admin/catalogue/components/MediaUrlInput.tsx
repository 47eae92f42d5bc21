import { PictureOutlined } from '@ant-design/icons';
import { adminLinkRule } from '@threadway/contracts';
import { Input, type InputProps } from 'antd';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { zodRule } from '../../../../lib/form-rules';

/** Optional addresses: empty is fine, anything typed must be a site path or an http(s) URL. */
export const optionalLinkRule = (t: TFunction) => zodRule(z.literal('').or(adminLinkRule), t);
/** A required address. */
export const linkRule = (t: TFunction) => zodRule(z.string().trim().min(1, 'validation.required').pipe(adminLinkRule), t);

/** An image address with a small preview of the picture it points at. */
export function MediaUrlInput({ value, ...props }: InputProps & { value?: string | null }) {
  const ok = typeof value === 'string' && adminLinkRule.safeParse(value).success && value !== '';
  return (
    <Input
      {...props}
      value={value ?? ''}
      placeholder="/media/..."
      suffix={ok ? <img src={value} alt="" className="tw-cat-thumb tw-cat-thumb--tiny" /> : <PictureOutlined style={{ opacity: 0.35 }} />}
    />
  );
}
