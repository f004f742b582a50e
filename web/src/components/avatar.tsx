import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

const defaultAvatar = '/images/avatars/default-avatar.svg';

/** A round user photo that falls back to the default avatar when missing or broken. */
export function Avatar({
  src,
  name,
  size = 40,
  loading,
}: {
  src: string;
  name: string;
  size?: number;
  loading?: 'lazy' | 'eager';
}) {
  const [failed, setFailed] = useState(false);
  const { t } = useLingui();
  return (
    <img
      src={!src || failed ? defaultAvatar : src}
      alt={name ? t`${name}'s photo` : t`User photo`}
      width={size}
      height={size}
      loading={loading}
      referrerPolicy="no-referrer"
      className="rounded-full bg-base-300 object-cover"
      style={{ width: size, height: size }}
      onError={() => setFailed(true)}
    />
  );
}
