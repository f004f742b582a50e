import { useLoaderData } from 'react-router-dom';
import { useTitle } from '@/components/use-title';
import { getTopSelling } from '@/features/foods/api/get-top-selling';
import { TopSelling } from '@/features/foods/components/top-selling';
import { Hero } from '@/features/home/components/hero';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';

// Not awaited: the hero paints at once and the top sellers stream in behind a skeleton.
export function loader() {
  return { topSelling: getTopSelling() };
}

export function Component() {
  useTitle('Home');
  const { topSelling } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      <TopSelling foods={topSelling} />
      <WhyChooseUs />
    </>
  );
}
