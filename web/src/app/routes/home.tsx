import { requireUser } from '@/app/route-guards';
import { parseJsonRequest, type FormAnswer } from '@/components/form/form-action';
import { messages, type Food, type Review } from '@shared';
import { popupMs } from '@/config/ui';
import { toast } from '@/lib/popups';
import { useAuth } from '@/lib/auth-context';
import { getTopSelling } from '@/features/foods/api/get-top-selling';
import { TopSelling } from '@/features/foods/components/top-selling';
import { Hero } from '@/features/home/components/hero';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { getReviews } from '@/features/reviews/api/get-reviews';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { pageMeta } from '@/app/page-meta';
import type { Route } from './+types/home';

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

// A signed-in user posts a review. Its code (the form's schema, which this action reads the
// request with, and the SDK's writes) loads when it is needed: the home page's first load
// never pays for it.
export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<FormAnswer<Review>> {
  const user = await requireUser(request);
  const { addReview, reviewSchema } = await import('@/features/reviews/api/add-review');
  const input = await parseJsonRequest(request, reviewSchema);
  if (!input.ok) return { failed: input.failed };
  try {
    const review = await addReview(input.data, user);
    void toast(messages.reviewAdded, popupMs.reviewAdded);
    return { saved: review };
  } catch (error) {
    console.error('Posting the review failed', error);
    return { failed: "We couldn't post your review. Check your connection and try again." };
  }
}

export const meta: Route.MetaFunction = () => pageMeta('Home');

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
