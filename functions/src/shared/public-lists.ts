// The public lists of posts: the home page's reviews and the gallery, newest first, one page,
// without what operators hid (visibility.ts). The web and the facade run these same plans.
import { collections } from './collections.js';
import { pageSizes } from './constants.js';
import { publicOnly, type Visibility } from './visibility.js';

interface PostListPlan extends Visibility {
  collection: typeof collections.gallery | typeof collections.reviews;
  where: readonly never[];
  orderBy: { field: 'createdAt'; direction: 'desc' };
  limit: number;
}

export function reviewListPlan(): PostListPlan {
  return publicOnly({
    collection: collections.reviews,
    where: [],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: pageSizes.reviews,
  });
}

export function galleryListPlan(): PostListPlan {
  return publicOnly({
    collection: collections.gallery,
    where: [],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: pageSizes.gallery,
  });
}
