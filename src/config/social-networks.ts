/**
 * The hosts each social network's links live on (API-CONTRACT.md update-profile: a link's host must belong to
 * its network, website excepted). The mock backend refuses others with it; the profile names a link by its
 * network only when it is on one of these, since a family server may keep any address (a 'GitHub' link to
 * another site would be a lure). Import-free: the plain-Node mock host reads it too.
 */
export const NETWORK_HOSTS = {
  youtube: ['youtube.com', 'youtu.be'],
  linkedin: ['linkedin.com'],
  facebook: ['facebook.com', 'fb.com'],
  twitter: ['twitter.com', 'x.com'],
  github: ['github.com'],
  instagram: ['instagram.com'],
} as const satisfies Record<string, readonly string[]>;

/** The networks with hosts of their own: every social network but website (src/api/types.ts). */
export type HostedNetwork = keyof typeof NETWORK_HOSTS;

/** `host` (a URL's hostname) is the network's own, or under it. */
export function onNetworkHost(network: HostedNetwork, host: string): boolean {
  const name = host.toLowerCase();
  const hosts: readonly string[] = NETWORK_HOSTS[network];
  return hosts.some((domain) => name === domain || name.endsWith(`.${domain}`));
}
