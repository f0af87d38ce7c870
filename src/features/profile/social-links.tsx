import { SOCIAL_NETWORKS, type SocialLinks as Links, type SocialNetwork } from '@/api/types';
import { onNetworkHost } from '@/config/social-networks';
import { safeUrl } from '@/lib/safe-url';

const NAMES: Record<SocialNetwork, string> = {
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  github: 'GitHub',
  instagram: 'Instagram',
  website: 'Website',
};

/**
 * SPEC §2 Profile social links. Only http/https links are rendered as links (PITFALLS: Security); anything
 * else (javascript:, data:, junk) is left out. They open in a new tab without an opener. A link is named by
 * its network only on that network's own host; anywhere else, by the host it leads to.
 */
export function SocialLinks({ links }: { links: Links }) {
  const safe = SOCIAL_NETWORKS.map((network) => ({
    network,
    href: safeUrl(links[network]),
  })).filter((item): item is { network: SocialNetwork; href: string } => item.href !== null);
  if (!safe.length) return null;
  return (
    <ul aria-label="Social links" className="flex flex-wrap gap-x-5 gap-y-2">
      {safe.map(({ network, href }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="link">
            {network !== 'website' && onNetworkHost(network, new URL(href).hostname)
              ? NAMES[network]
              : new URL(href).hostname}
          </a>
        </li>
      ))}
    </ul>
  );
}
