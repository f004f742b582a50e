import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon';

// Static and decorative, as the spec says: four features with icons.
const features = [
  {
    title: msg`Best security`,
    text: msg`Payments and accounts protected end to end.`,
    icon: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5z',
  },
  {
    title: msg`Free Internet`,
    text: msg`Stay connected while you wait for your table.`,
    icon: 'M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01',
  },
  {
    title: msg`Solar energy`,
    text: msg`Our partner kitchens cook with clean power.`,
    icon: 'M12 3v2m0 14v2M3 12h2m14 0h2M5.6 5.6 7 7m10 10 1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  },
  {
    title: msg`Mountain biking`,
    text: msg`Bike trails start right at our door.`,
    icon: 'M5 18a3 3 0 1 0 0-.01M19 18a3 3 0 1 0 0-.01M5 18l4-7h6l4 7M9 11 7 7h3m5 4-2-5h3',
  },
];

export function WhyChooseUs() {
  const { t } = useLingui();
  return (
    <section className="below-fold bg-base-200" aria-labelledby="why-heading">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
        <img
          src="/images/why-choose.svg"
          alt={t`A chef plating food in a warm restaurant kitchen`}
          width="800"
          height="600"
          loading="lazy"
          className="h-auto w-full rounded-box shadow-lg"
        />
        <div>
          <p className="font-semibold tracking-widest text-primary">
            <Trans>WHY CHOOSE US</Trans>
          </p>
          <h2 id="why-heading" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
            <Trans>More than a meal</Trans>
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature.title.id} className="flex gap-4">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon size={24} line={2} round>
                    <path d={feature.icon} />
                  </Icon>
                </span>
                <span>
                  <h3 className="font-semibold">{t(feature.title)}</h3>
                  <p className="text-sm text-base-content/75">{t(feature.text)}</p>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
