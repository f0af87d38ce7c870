import { useState } from 'react';
import { safeImageUrl } from '@/lib/safe-url';

interface AvatarProps {
  src: string | undefined;
  /** The person's name: alt text when the picture means something on its own. */
  name: string;
  size: number;
  /** Decorative when the name is printed right next to it (avoids reading it twice). */
  decorative?: boolean;
  /**
   * The page's largest image (a profile's own avatar): fetched at once with high priority, not lazily, so it
   * is not the last thing the page waits for (LCP).
   */
  priority?: boolean;
  className?: string;
}

/**
 * A profile picture through safe-url (PITFALLS: Security: profile_img comes from the API); a missing,
 * unsafe or broken image falls back to the person's initial on a surface, never a broken-image icon.
 */
export function Avatar({
  src,
  name,
  size,
  decorative = false,
  priority = false,
  className = '',
}: AvatarProps) {
  const url = safeImageUrl(src);
  const [broken, setBroken] = useState<string | null>(null);
  const box = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface-strong ${className}`;
  const style = { width: size, height: size };
  if (!url || broken === url) {
    // The first character, not half of one ('🦊 Kit', '𠮷田' are two UTF-16 units wide).
    const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
    return (
      <span
        className={`${box} font-semibold text-muted`}
        style={{ ...style, fontSize: size * 0.42 }}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
      >
        {initial}
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={decorative ? '' : name}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(url)}
      className={`${box} object-cover`}
      style={style}
    />
  );
}
