import { useLoaderData } from 'react-router-dom';
import { useAuth } from '@/lib/auth-context';
import { AfterPagePaint } from '@/components/after-page-paint';
import { useTitle } from '@/components/use-title';
import { TopSelling } from '@/features/foods/components/top-selling';
import { Hero } from '@/features/home/components/hero';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { afterPagePaint } from '@/lib/after-first-paint';

// Not awaited: the hero paints at once and the top sellers stream in behind a skeleton. The
// query (a REST read, in its own small chunk) starts after the first paint.
export function loader() {
  return {
    topSelling: afterPagePaint()
      .then(() => import('@/features/foods/api/get-top-selling'))
      .then((api) => api.getTopSelling()),
  };
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
      {/* Below the fold: mounts after the first paint, so its reads and chunks wait too. */}
      <AfterPagePaint>
        <ReviewsSection user={user} authLoading={authLoading} />
      </AfterPagePaint>
    </>
  );
}
