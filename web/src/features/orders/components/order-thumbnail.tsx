import { useState } from 'react';
import { photoSrcSet } from '@shared/photos';

/** A small photo of the ordered dish (from phones up), with a plain tile when it is broken. */
export function OrderThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const frame = 'hidden h-12 w-16 shrink-0 overflow-hidden rounded-field bg-base-200 sm:block';
  if (!src || failed) return <div className={frame} aria-hidden="true" />;
  return (
    <div className={frame}>
      <img
        src={src}
        srcSet={photoSrcSet(src)}
        sizes="4rem"
        alt=""
        width="64"
        height="48"
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="h-full w-full object-cover"
      />
    </div>
  );
}
