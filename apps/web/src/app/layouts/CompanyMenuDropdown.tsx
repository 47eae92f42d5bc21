import { Dropdown } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavEntry } from './nav';

/** The 'Company' links, loaded the first time the entry is pointed at; it opens at once since the pointer is already there. */
export default function CompanyMenuDropdown({ entries, openAtOnce, children }: { entries: NavEntry[]; openAtOnce: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtOnce);
  return (
    <Dropdown open={open} onOpenChange={setOpen} menu={{ items: entries.map((c) => ({ key: c.to, label: <Link to={c.to}>{t(c.label)}</Link> })) }}>
      {children}
    </Dropdown>
  );
}
