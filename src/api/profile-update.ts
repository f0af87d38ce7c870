import { post } from './client';
import { ENDPOINTS } from '../config/endpoints';
import { ApiError } from './errors';
import { record, text } from './read';
import type { SocialLinks, UpdateProfilePayload } from './types';

/**
 * SPEC §7 update-profile-img and update-profile: Edit profile's calls, kept apart from users.ts, which reading
 * pages download.
 */

export async function updateProfileImg(url: string): Promise<{ profile_img: string }> {
  const body = record(
    await post(ENDPOINTS.updateProfileImg, { url }, { authMode: 'required' }),
    'the new profile image',
  );
  return { profile_img: text(body.profile_img, url) };
}

/**
 * The family's update-profile takes a social link only when its host contains `<network>.com`, and refuses
 * the rest ('twitter link is invalid…': docs/decisions/0055). The same pages on those hosts' other names, for
 * a second try.
 */
function onNamedHosts(links: SocialLinks): SocialLinks {
  const out = { ...links };
  for (const [network, link] of Object.entries(links) as [keyof SocialLinks, string][]) {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      continue;
    }
    const host = url.hostname.replace(/^(www\.|m\.|mobile\.)/, '');
    if (network === 'twitter' && host === 'x.com') url.hostname = 'twitter.com';
    else if (network === 'facebook' && host === 'fb.com') url.hostname = 'www.facebook.com';
    else if (network === 'youtube' && host === 'youtu.be') {
      url.searchParams.set('v', url.pathname.slice(1));
      url.pathname = '/watch';
      url.hostname = 'www.youtube.com';
    } else continue;
    out[network] = url.href;
  }
  return out;
}

/** 'twitter link is invalid…': the server refused a social link. */
const REFUSED_LINK = /\b(youtube|linkedin|facebook|twitter|github|instagram) link is invalid/i;

export async function updateProfile(payload: UpdateProfilePayload): Promise<{ username: string }> {
  const send = (sent: UpdateProfilePayload) =>
    post(ENDPOINTS.updateProfile, sent, { authMode: 'required' });
  const body = record(
    await send(payload).catch((error: unknown) => {
      const renamed = onNamedHosts(payload.social_links);
      const refused =
        error instanceof ApiError &&
        REFUSED_LINK.test(error.serverText ?? error.serverMessage ?? '');
      if (!refused || JSON.stringify(renamed) === JSON.stringify(payload.social_links)) throw error;
      return send({ ...payload, social_links: renamed });
    }),
    'the profile update',
  );
  return { username: text(body.username, payload.username) };
}
