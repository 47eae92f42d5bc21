import type { NavItem } from '@threadway/contracts';
import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { NavItemLink } from './CustomNav';

const menuItems = (items: NavItem[]): MenuProps['items'] =>
  items.map((item) => ({
    key: item.id,
    label: <NavItemLink item={item} />,
    disabled: item.status === 0,
    children: item.child?.length ? menuItems(item.child) : undefined,
  }));

interface Props {
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** A custom navigation entry's children as a hover menu, loaded the first time it is hovered. */
export default function CustomNavDropdown({ items, open, onOpenChange, children }: Props) {
  return (
    <Dropdown menu={{ items: menuItems(items) }} open={open} onOpenChange={onOpenChange}>
      {children}
    </Dropdown>
  );
}
