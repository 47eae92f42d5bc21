import type { ReactNode } from 'react';

/** What a screen is for, with its main actions on the right (the title is in the top bar). */
export function PageIntro({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="tw-admin-page-head">
      <p>{children}</p>
      {actions}
    </div>
  );
}
