import type { ReactNode } from 'react';

/** The heading block at the top of an inner page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="font-display text-3xl font-bold text-neutral sm:text-4xl">{title}</h1>
      {children && <p className="mt-2 max-w-2xl text-base-content/75">{children}</p>}
    </header>
  );
}
