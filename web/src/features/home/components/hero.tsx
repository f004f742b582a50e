import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-neutral text-neutral-content">
      <img
        src="/images/hero.svg"
        alt=""
        width="1600"
        height="900"
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-90"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-neutral/95 via-neutral/85 to-neutral/30 sm:via-neutral/70 sm:to-neutral/10" />
      <div className="mx-auto flex min-h-[26rem] max-w-7xl flex-col justify-center px-4 py-20 sm:min-h-[32rem]">
        <p className="font-semibold tracking-[0.2em] text-accent">
          <Trans>WIDE OPTIONS OF CHOICE</Trans>
        </p>
        <h1 className="mt-3 max-w-xl font-display text-5xl font-bold leading-tight sm:text-6xl">
          <Trans>Delicious Recipes</Trans>
        </h1>
        <p className="mt-4 max-w-md text-lg text-neutral-content/85">
          <Trans>
            Biryani from the flat upstairs, naan from the corner kitchen: home-cooked food from your
            neighbours, ready to order.
          </Trans>
        </p>
        <div className="mt-8">
          <Link to={paths.allFood} className="btn btn-primary btn-lg">
            <Trans>Check Our Menu</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
