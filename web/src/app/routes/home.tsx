import { msg } from '@lingui/core/macro';
import { requireUser } from '@/app/route-guards';
import type { FormAnswer } from '@/components/form/form-action';
import type { Food, Review } from '@shared';
import { useAuth } from '@/lib/auth-context';
import { getTopSelling } from '@/features/foods/api/get-top-selling';
import { TopSelling } from '@/features/foods/components/top-selling';
import { Hero } from '@/features/home/components/hero';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { getReviews } from '@/features/reviews/api/get-reviews';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { pageMeta } from '@/app/page-meta';
import { loadCatalog } from '@/lib/i18n';
import type { Route } from './+types/home';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/home/*.po'));

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

// A signed-in user posts a review. Its code (the request's reading with the form's schema, the
// SDK's writes, the popup) loads when it is needed: the home page's first load never pays for it.
export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<FormAnswer<Review>> {
  const user = await requireUser(request);
  const { postReview } = await import('@/features/reviews/api/add-review');
  return postReview(request, user);
}

export const meta: Route.MetaFunction = () => pageMeta(msg`Home`);

export default function HomePage({ loaderData: data }: Route.ComponentProps) {
  const { user, loading: authLoading } = useAuth();
  return (
    <>
      <Hero />
      <TopSelling foods={data.topSelling ?? undefined} />
      <WhyChooseUs />
      <ReviewsSection reviews={data.reviews ?? undefined} user={user} authLoading={authLoading} />
    </>
  );
}
