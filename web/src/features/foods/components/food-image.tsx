import { useState } from 'react';
import { photoSrcSet } from '@shared/photos';
import { Icon } from '@/components/icon';

interface Props {
  src: string;
  alt: string;
  /** Size and shape; 4:3 unless told. */
  className?: string;
  /** Above the fold (the detail page): load at once. */
  eager?: boolean;
  /**
   * How wide the picture shows (the `sizes` attribute), so that a photo of ours comes in the
   * width that fits.
   */
  sizes: string;
}

/** A food photo, with a tidy plate drawing when the address is missing or broken. */
export function FoodImage({
  src,
  alt,
  className = 'aspect-[4/3] w-full',
  eager = false,
  sizes,
}: Props) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-base-200 text-base-content/40 ${className}`}
      >
        <Icon size={56} line={1.5}>
          <circle cx="12" cy="12" r="8" />
          <circle cx="12" cy="12" r="4.5" />
          <path d="M2 4v5a2 2 0 0 0 2 2V20M22 4c-1.5 0-2 2-2 5s1 2 1 2v9" />
        </Icon>
      </div>
    );
  }
  // Any other address (a seed drawing, a cook's link) has one size: no srcset.
  const srcSet = photoSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width="800"
      height="600"
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`bg-base-200 object-cover ${className}`}
    />
  );
}
