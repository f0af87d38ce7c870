import { render, screen, within } from '@testing-library/react';
import { SOCIAL_NETWORKS, type SocialLinks as Links } from '@/api/types';
import { SocialLinks } from '@/features/profile/social-links';

/**
 * SPEC §2 Profile social links. A family server may keep any address under any network (API-CONTRACT.md says
 * only the first-party backend checks the host): a link is named by its network only where it leads there,
 * never a 'GitHub' that leads to another site.
 */
const links = (set: Partial<Links>): Links => ({
  ...(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ''])) as Links),
  ...set,
});

describe('SocialLinks', () => {
  it('names a link by its network on the network’s own host, and by its host anywhere else', () => {
    render(
      <SocialLinks
        links={links({
          github: 'https://github.com/riley',
          twitter: 'https://x.com/riley',
          youtube: 'https://m.youtube.com/@riley',
          instagram: 'https://evil.example/login',
          facebook: 'https://facebook.com.evil.example/riley',
          website: 'https://riley.dev/',
        })}
      />,
    );
    const list = within(screen.getByRole('list', { name: 'Social links' }));
    expect(list.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/riley',
    );
    expect(list.getByRole('link', { name: 'X (Twitter)' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'YouTube' })).toBeInTheDocument();
    expect(list.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(list.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(list.getByRole('link', { name: 'evil.example' })).toHaveAttribute(
      'href',
      'https://evil.example/login',
    );
    expect(list.getByRole('link', { name: 'facebook.com.evil.example' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'riley.dev' })).toBeInTheDocument();
  });
});
