import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '@shared';
import { popupMs } from '@/config/ui';
import { useAuth } from '@/lib/auth-context';
import { Icon } from '@/components/icon';
import { PageHeader } from '@/components/page-header';
import { useTitle } from '@/components/use-title';
import { loginPath, paths } from '@/config/paths';
import { AddGalleryForm } from '@/features/gallery/components/add-gallery-form';
import { GalleryGrid } from '@/features/gallery/components/gallery-grid';
import { useGalleryFeed } from '@/features/gallery/components/use-gallery-feed';
import { authReady, currentUser } from '@/lib/auth';
import { notify } from '@/lib/popups';

// A visitor who pressed 'Add New' signs in first; this note (when recent) reopens the form
// when they return.
const addAfterSignIn = 'foodtable:gallery-add';
const addNoteMs = 15 * 60 * 1000;

function wantsToAdd(): boolean {
  const at = Number(sessionStorage.getItem(addAfterSignIn));
  return at > 0 && Date.now() - at < addNoteMs;
}

export function clientLoader() {
  return null;
}

export default function GalleryPage() {
  useTitle('Gallery');
  const { user } = useAuth();
  const navigate = useNavigate();
  const feed = useGalleryFeed();
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
        <PageHeader title="Gallery">
          Tables, kitchens and happy diners: photos shared by the FoodTable community.
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
          Add New
        </button>
      </div>
      {open && user && (
        <AddGalleryForm
          user={user}
          onClose={closeForm}
          onAdded={(entry) => {
            feed.prepend(entry);
            closeForm();
            void notify(messages.galleryAdded, 'success', popupMs.galleryAdded);
          }}
        />
      )}
      <GalleryGrid feed={feed} />
    </div>
  );
}
