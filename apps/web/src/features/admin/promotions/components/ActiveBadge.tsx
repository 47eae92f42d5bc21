import { Badge } from 'antd';

/** Status 1 (active) or 0, with the screen's word for 'off' (withdrawn coupon, disabled code). */
export function ActiveBadge({ status, activeLabel, offLabel }: { status: number; activeLabel: string; offLabel: string }) {
  return <Badge status={status === 1 ? 'success' : 'default'} text={status === 1 ? activeLabel : offLabel} />;
}
