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

// Two public REST reads, not awaited: the page renders at once and each section fills in when
// its data arrives.
export function clientLoader() {
  return { topSelling: getTopSelling(), reviews: getReviews() };
}
// On the first load too: the HTML built ahead holds the page with its sections loading.
clientLoader.hydrate = true as const;

function Home({ data }: { data?: { topSelling: Promise<Food[]>; reviews: Promise<Review[]> } }) {
  useTitle('Home');
  const { user, loading: authLoading } = useAuth();
  return (
    <>
      <Hero />
      <TopSelling foods={data?.topSelling} />
      <WhyChooseUs />
      <ReviewsSection reviews={data?.reviews} user={user} authLoading={authLoading} />
    </>
  );
}

/** The page as the build writes it into index.html, and as it hydrates: the data loading. */
export function HydrateFallback() {
  return <Home />;
}

export default function HomePage() {
  return <Home data={useLoaderData<typeof clientLoader>()} />;
}
