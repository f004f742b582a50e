import { useLoaderData } from 'react-router-dom';
import { useAuth } from '@/app/auth-provider';
import { useTitle } from '@/components/use-title';
import { getTopSelling } from '@/features/foods/api/get-top-selling';
import { TopSelling } from '@/features/foods/components/top-selling';
import { Hero } from '@/features/home/components/hero';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';

// Not awaited: the hero paints at once and the top sellers stream in behind a skeleton.
export function loader() {
  return { topSelling: getTopSelling() };
}

export function Component() {
  useTitle('Home');
  const { user, loading: authLoading } = useAuth();
  const { topSelling } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      <TopSelling foods={topSelling} />
      <WhyChooseUs />
      <ReviewsSection user={user} authLoading={authLoading} />
    </>
  );
}
