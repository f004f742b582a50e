import { errorPage, pageMeta } from '@/app/page-meta';
import { NotFound } from '@/components/not-found';
import { loadCatalog } from '@/lib/i18n';
import type { Route } from './+types/not-found';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/not-found/*.po'));

export const meta: Route.MetaFunction = () => pageMeta(errorPage);

export default NotFound;
