import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The two-column frame of the sign-in and registration pages. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto grid max-w-5xl items-stretch gap-0 px-4 py-10 sm:py-16 lg:grid-cols-2">
      <div className="relative hidden overflow-hidden rounded-l-box bg-neutral lg:block">
        <img
          src="/images/gallery/table-spread.svg"
          alt=""
          width="600"
          height="600"
          className="h-full w-full object-cover opacity-90"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-neutral/90 to-transparent" />
        <p className="absolute right-8 bottom-8 left-8 font-display text-3xl font-bold text-neutral-content">
          <Trans>Good food is better shared.</Trans>
        </p>
      </div>
      <div className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-10 lg:rounded-l-none">
        <h1 className="font-display text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-base-content/75">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function AuthError({ error }: { error: { text: string; code: string } | null }) {
  if (!error) return null;
  return (
    <div role="alert" className="alert alert-error alert-soft mt-4 text-sm">
      <span>
        {error.text}
        {error.code && <span className="ml-1 opacity-70">({error.code})</span>}
      </span>
    </div>
  );
}
