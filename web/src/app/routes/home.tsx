import { useState } from 'react';
import { useAuth } from '@/lib/auth-context';
import { AfterPagePaint } from '@/components/after-page-paint';
import { useTitle } from '@/components/use-title';
import { TopSelling } from '@/features/foods/components/top-selling';
import { Hero } from '@/features/home/components/hero';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { afterPagePaint } from '@/lib/after-first-paint';

// The top sellers stream in behind a skeleton: their query (a REST read, in its own small
// chunk) starts after the first paint. Started by the page, not by a route loader: a route
// with a loader makes the router render its fallback first and the page in a second long
// task, where without one the first render is the page itself (issue 13, decision 089).
function loadTopSelling() {
  return afterPagePaint()
    .then(() => import('@/features/foods/api/get-top-selling'))
    .then((api) => api.getTopSelling());
}

export function Component() {
  useTitle('Home');
  const { user, loading: authLoading } = useAuth();
  // Once per visit of the page, as a loader would.
  const [topSelling, setTopSelling] = useState(loadTopSelling);
  return (
    <>
      <Hero />
      <TopSelling foods={topSelling} onRetry={() => setTopSelling(loadTopSelling())} />
      <WhyChooseUs />
      {/* Below the fold: mounts after the first paint, so its reads and chunks wait too. */}
      <AfterPagePaint>
        <ReviewsSection user={user} authLoading={authLoading} />
      </AfterPagePaint>
    </>
  );
}
