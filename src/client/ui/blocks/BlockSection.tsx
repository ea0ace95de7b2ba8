import type { ReactNode } from 'react';

/** A block's frame: its title as a heading when it has one. */
export function BlockSection({ title, kind, children }: { title: string | null; kind: string; children: ReactNode }) {
  return (
    <section className={`block block-${kind}`} aria-label={title || undefined}>
      {title && <h2 className="block-title">{title}</h2>}
      {children}
    </section>
  );
}
