import { Avatar } from 'antd';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** An operator's initials on the brand ink; dimmed for disabled accounts. */
export function OperatorAvatar({ name, dimmed = false }: { name: string; dimmed?: boolean }) {
  return (
    <Avatar className="tw-admin-avatar" style={dimmed ? { opacity: 0.4 } : undefined}>
      {initials(name)}
    </Avatar>
  );
}
