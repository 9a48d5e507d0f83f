import { useDataSaver } from '../../lib/data-saver.ts';

/** The initials an avatar without a photo shows ('U' when no name is known). */
export const avatarInitials = (firstName?: string, lastName?: string) =>
  `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase() || 'U';

/** A member's photo, or their initials (also while the data saver is on: a face is not worth the data). */
export function Avatar({
  firstName,
  lastName,
  src,
  size = 36,
  loading,
  evenSavingData,
}: {
  firstName?: string;
  lastName?: string;
  src?: string | null;
  size?: number;
  /** 'lazy' for photos below the fold, which a phone on 3G need not fetch before they are scrolled to. */
  loading?: 'lazy' | 'eager';
  /** Where the member is choosing their own photo, which they must see even while saving data. */
  evenSavingData?: boolean;
}) {
  const initials = avatarInitials(firstName, lastName);
  const saving = useDataSaver();
  if (src && (!saving || evenSavingData))
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading={loading}
        decoding="async"
        className="rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  return (
    <span
      aria-hidden="true"
      className="inline-flex items-center justify-center rounded-full bg-brand-800 text-sm font-semibold text-white"
      style={{ width: size, height: size }}
    >
      {initials}
    </span>
  );
}
