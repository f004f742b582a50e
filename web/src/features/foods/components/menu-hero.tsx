import { Trans } from '@lingui/react/macro';

/** /allFood's banner: the menu's title over the shared-table photo. */
export function MenuHero() {
  return (
    <section className="relative isolate overflow-hidden bg-neutral text-neutral-content">
      <img
        src="/images/hero.svg"
        alt=""
        width="1600"
        height="900"
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-80"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-neutral/95 via-neutral/75 to-neutral/30" />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <p className="font-semibold tracking-[0.2em] text-accent">
          <Trans>OUR MENU</Trans>
        </p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">
          <Trans>All Food</Trans>
        </h1>
        <p className="mt-3 max-w-lg text-neutral-content/85">
          <Trans>
            Every dish our neighbours cook, newest or top rated first. Search by name, or narrow by
            category and country.
          </Trans>
        </p>
      </div>
    </section>
  );
}
