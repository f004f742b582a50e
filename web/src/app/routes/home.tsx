import { useLoaderData } from 'react-router-dom';
import type { Food, Review } from '@shared';
import { useAuth } from '@/lib/auth-context';
import { useTitle } from '@/components/use-title';
import { getTopSelling } from '@/features/foods/api/get-top-selling';
import { TopSelling } from '@/features/foods/components/top-selling';
import { Hero } from '@/features/home/components/hero';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { getReviews } from '@/features/reviews/api/get-reviews';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';

interface HomeData {
  topSelling: Promise<Food[]> | null;
  reviews: Promise<Review[]> | null;
}

// At build time, for the HTML: the page with its sections loading.
export function loader(): HomeData {
  return { topSelling: null, reviews: null };
}

// In the browser: two public REST reads, not awaited, so the page renders at once and each
// section fills in when its data arrives. On the first load too (hydrate): the HTML's page
// hydrates as it is, then takes this data.
export function clientLoader(): HomeData {
  return { topSelling: getTopSelling(), reviews: getReviews() };
}
clientLoader.hydrate = true as const;

export default function HomePage() {
  useTitle('Home');
  const { user, loading: authLoading } = useAuth();
  const data = useLoaderData<HomeData>();
  return (
    <>
      <Hero />
      <TopSelling foods={data.topSelling ?? undefined} />
      <WhyChooseUs />
      <ReviewsSection reviews={data.reviews ?? undefined} user={user} authLoading={authLoading} />
    </>
  );
}
