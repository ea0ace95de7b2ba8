import type { ReactNode } from 'react';
import { Link } from '../lib/navigation';

/** A link from content (banners, cards): shop paths through the router, other addresses as plain links. */
export function SmartLink({ to, className, children, label }: { to: string | null | undefined; className?: string; children: ReactNode; label?: string }) {
  if (!to) return <div className={className}>{children}</div>;
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} aria-label={label} rel="noopener">
      {children}
    </a>
  );
}
