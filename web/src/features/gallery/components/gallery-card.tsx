import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { GalleryEntry } from '@shared';
import { localeOf, type Language } from '@shared/languages';
import { photoSrcSet } from '@shared/photos';
import { Icon } from '@/components/icon';
import { pageLanguage } from '@/lib/i18n';

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** An entry's date in the page's language ("Jan 5, 2025" in English, as always). */
function dateText(date: Date): string {
  const language = pageLanguage();
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en' : localeOf[language], {
      dateStyle: 'medium',
    });
    dateFormats.set(language, format);
  }
  return format.format(date);
}

/** One entry: the photo (or a tidy placeholder when it cannot load), the feedback and its author. */
export function GalleryCard({ entry, eager = false }: { entry: GalleryEntry; eager?: boolean }) {
  const { t } = useLingui();
  const userName = entry.userName;
  const initial = entry.userName.trim().charAt(0).toUpperCase() || '?';
  return (
    <li className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <figure className="m-0">
        <GalleryImage src={entry.imageURL} alt={t`Photo shared by ${userName}`} eager={eager} />
      </figure>
      <div className="card-body gap-4 p-5">
        <p className="leading-relaxed break-words whitespace-pre-line text-base-content/85">
          {entry.feedback}
        </p>
        <div className="mt-auto flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
          >
            {initial}
          </span>
          <div className="min-w-0 text-sm">
            <p className="truncate font-semibold">{entry.userName}</p>
            {entry.createdAt && (
              <time dateTime={entry.createdAt} className="text-base-content/65">
                {dateText(new Date(entry.createdAt))}
              </time>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}

/** The grid (gallery-grid.tsx: 2 columns from sm, 3 from lg, in a max-w-7xl page). */
const galleryImageSizes =
  '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw';

function GalleryImage({ src, alt, eager }: { src: string; alt: string; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-base-200 text-base-content/75">
        <Icon size={40} line={1.5} round>
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-9 9M3 3l18 18" />
        </Icon>
        <span className="text-sm">
          <Trans>Image unavailable</Trans>
        </span>
      </div>
    );
  }
  // Any other address (a seed drawing, a link) has one size: no srcset.
  const srcSet = photoSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? galleryImageSizes : undefined}
      alt={alt}
      width="600"
      height="450"
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      className="aspect-[4/3] w-full bg-base-200 object-cover"
      onError={() => setFailed(true)}
    />
  );
}
