import { Input, type InputProps } from 'antd';

const CSS_HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** A colour code ('#1f2a44') with a swatch of the colour it names. */
export function ColourInput(props: InputProps) {
  const value = typeof props.value === 'string' ? props.value.trim() : '';
  const hex = CSS_HEX.test(value) ? value : /^[0-9a-fA-F]{6}$/.test(value) ? `#${value}` : undefined;
  return <Input {...props} placeholder="#1f2a44" className="tw-admin-mono" prefix={<span className="tw-cat-swatch" style={{ background: hex ?? 'transparent' }} />} />;
}
