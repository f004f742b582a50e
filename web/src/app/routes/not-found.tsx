import { errorPage, pageMeta } from '@/app/page-meta';
import { NotFound } from '@/components/not-found';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => pageMeta(errorPage);

export default NotFound;
