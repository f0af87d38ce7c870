import { ShareButtons } from './share-buttons';

/**
 * SPEC §2: share links above and below the content, to X/Twitter, Facebook, LinkedIn and Reddit with the
 * page URL (Reddit, and X, also with the title). They open in a new tab without an opener.
 */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      name: 'X',
      label: 'Share on X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    },
    {
      name: 'Facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      name: 'LinkedIn',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      name: 'Reddit',
      label: 'Share on Reddit',
      href: `https://www.reddit.com/submit?url=${u}&title=${t}`,
    },
  ];
}

/** The four links, then the Share… and Copy link buttons (issue 17 item 5): one list, in both places. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <ul aria-label="Share this blog" className="flex flex-wrap items-center gap-2">
      {shareTargets(url, title).map((target) => (
        <li key={target.name}>
          <a
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={target.label}
            className="inline-flex min-h-9 items-center rounded-full bg-surface px-3 text-sm hover:bg-surface-strong"
          >
            {target.name}
          </a>
        </li>
      ))}
      <ShareButtons url={url} title={title} />
    </ul>
  );
}
