import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LinkTarget } from '../site-links';

interface Props {
  target: LinkTarget;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'data-testid'?: string;
}

/** A configured link, followed the way its target says: in the app, as a page load, in a new tab, or not at all (plain text). */
export function TargetLink({ target, className, children, onClick, 'data-testid': testId }: Props) {
  const common = { className, onClick, 'data-testid': testId };
  if (target.kind === 'route') return <Link to={target.to} {...common}>{children}</Link>;
  if (target.kind === 'page') return <a href={target.href} {...common}>{children}</a>;
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" {...common}>
        {children}
      </a>
    );
  }
  return (
    <span className={className} data-testid={testId}>
      {children}
    </span>
  );
}
