import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Await, useNavigate, useRevalidator } from 'react-router-dom';
import { galleryEntrySchema, type GalleryEntry } from '@shared';
import { parseJsonRequest, type FormAnswer } from '@/components/form/form-action';
import { requireUser } from '@/app/route-guards';
import { addGalleryEntry } from '@/features/gallery/api/add-gallery-entry';
import { popupMs } from '@/config/ui';
import { useAuth } from '@/lib/auth-context';
import { Icon } from '@/components/icon';
import { PageHeader } from '@/components/page-header';
import { loginPath, paths } from '@/config/paths';
import { AddGalleryForm } from '@/features/gallery/components/add-gallery-form';
import { getGallery, type GalleryPage } from '@/features/gallery/api/get-gallery';
import {
  GalleryGrid,
  GalleryLoadError,
  GallerySkeleton,
} from '@/features/gallery/components/gallery-grid';
import { moreAfter, readMore, type PageData } from '@/components/list/more-pages';
import { authReady, currentUser } from '@/lib/auth';
import { notify } from '@/lib/popups';
import { pageMeta } from '@/app/page-meta';
import { i18n, loadCatalog } from '@/lib/i18n';
import { messageTexts } from '@/lib/shared-texts';
import type { Route } from './+types/gallery';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/gallery/*.po'));

// A visitor who pressed 'Add New' signs in first; this note (when recent) reopens the form
// when they return.
const addAfterSignIn = 'foodtable:gallery-add';
const addNoteMs = 15 * 60 * 1000;

function wantsToAdd(): boolean {
  const at = Number(sessionStorage.getItem(addAfterSignIn));
  return at > 0 && Date.now() - at < addNoteMs;
}

// The newest entries, not awaited: the page shows at once and the grid fills in. "Load more"
// asks for the page after one it has.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const after = moreAfter(request);
  if (after !== null) return readMore(() => getGallery(after));
  return { firstPage: getGallery() };
}

// Posts the signed-in user's photo and feedback; the page shows it first.
export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<FormAnswer<GalleryEntry>> {
  const user = await requireUser(request);
  const input = await parseJsonRequest(request, galleryEntrySchema);
  if (!input.ok) return { failed: input.failed };
  try {
    const entry = await addGalleryEntry(input.data, user);
    void notify(i18n._(messageTexts.galleryAdded), 'success', popupMs.galleryAdded);
    return { saved: entry };
  } catch (error) {
    console.error('Posting to the gallery failed', error);
    return {
      failed: i18n._(msg`We couldn't post your photo. Check your connection and try again.`),
    };
  }
}

function RetryGallery() {
  const revalidator = useRevalidator();
  return <GalleryLoadError onRetry={() => void revalidator.revalidate()} />;
}

export const meta: Route.MetaFunction = () => pageMeta(msg`Gallery`);

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { firstPage } = loaderData as PageData<typeof loaderData>;
  // What this user posted here: first, without reading the list again.
  const [posted, setPosted] = useState<GalleryEntry[]>([]);
  // Back from signing in after 'Add New': the form is open already.
  const [open, setOpen] = useState(() => currentUser() !== null && wantsToAdd());
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => sessionStorage.removeItem(addAfterSignIn), []);

  async function openForm() {
    // Right after a page load the auth state may not be known yet: wait for it.
    await authReady();
    if (currentUser()) {
      setOpen(true);
      return;
    }
    sessionStorage.setItem(addAfterSignIn, String(Date.now()));
    await navigate(loginPath(paths.gallery));
  }

  function closeForm() {
    setOpen(false);
    addButton.current?.focus();
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader title={t`Gallery`}>
          <Trans>
            Tables, kitchens and happy diners: photos shared by the FoodTable community.
          </Trans>
        </PageHeader>
        <button
          ref={addButton}
          type="button"
          className="btn btn-primary mb-8 self-start sm:self-auto"
          aria-expanded={open}
          onClick={() => void openForm()}
        >
          <Icon size={20} line={2} round>
            <path d="M12 5v14M5 12h14" />
          </Icon>
          <Trans>Add New</Trans>
        </button>
      </div>
      {open && user && (
        <AddGalleryForm
          user={user}
          onClose={closeForm}
          onAdded={(entry) => {
            setPosted((entries) => [entry, ...entries]);
            closeForm();
          }}
        />
      )}
      <Suspense fallback={<GallerySkeleton />}>
        <Await resolve={firstPage} errorElement={<RetryGallery />}>
          {(page: GalleryPage) => <GalleryGrid first={page} posted={posted} />}
        </Await>
      </Suspense>
    </div>
  );
}
