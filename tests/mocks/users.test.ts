import {
  followUser,
  getFollowers,
  getFollowersCount,
  getFollowing,
  getFollowingCount,
  getProfile,
  searchUsers,
  unfollowUser,
} from '@/api/users';
import { updateProfile, updateProfileImg } from '@/api/profile-update';
import { emptySocialLinks, type UpdateProfilePayload } from '@/api/types';
import { failure, signInAs, store, setupMockBackend, userId } from './harness';

setupMockBackend();

const links = emptySocialLinks();

describe('profiles and account search', () => {
  it('answers a public profile, with the email for its owner only', async () => {
    const profile = await getProfile('amelia_hart');
    expect(profile).toMatchObject({
      personal_info: { fullname: 'Amelia Hart', username: 'amelia_hart' },
      account_info: { total_posts: 10 },
      social_links: { twitter: 'https://x.com/ameliahart' },
    });
    expect(profile.personal_info.email).toBeUndefined();
    expect(profile.followers).toHaveLength(7);
    expect(new Date(profile.joinedAt).getFullYear()).toBe(2025);
    await signInAs('admin');
    expect((await getProfile('amelia_hart')).personal_info.email).toBe('admin@example.com');
    expect(await failure(getProfile('nobody'), 404)).toBe('User not found');
    await failure(getProfile('noah_fischer'), 404);
  });

  it('finds verified users by username or full name, literally', async () => {
    const found = await searchUsers('CHEN');
    expect(found.map((u) => u.personal_info.username)).toEqual(['riley_chen']);
    expect((await searchUsers('_')).length).toBeLessThanOrEqual(10);
    expect(await searchUsers('.*')).toEqual([]);
    expect(await searchUsers('noah')).toEqual([]);
  });
});

describe('follow and unfollow', () => {
  it('updates both lists and the counts, idempotently', async () => {
    const reader = await signInAs('reader');
    const zara = userId('zara_ahmed');
    expect(await getFollowersCount(zara)).toBe(0);
    await followUser(zara);
    await followUser(zara);
    expect(await getFollowersCount(zara)).toBe(1);
    expect(await getFollowingCount(reader._id)).toBe(4);
    const followers = await getFollowers(1, zara);
    expect(followers).toEqual([
      {
        _id: reader._id,
        personal_info: {
          fullname: 'Riley Chen',
          username: 'riley_chen',
          profile_img: reader.profile_img,
        },
      },
    ]);
    expect((await getProfile('zara_ahmed')).followers).toEqual([reader._id]);

    await unfollowUser(zara);
    expect(await getFollowersCount(zara)).toBe(0);
    expect(await getFollowingCount(reader._id)).toBe(3);
  });

  it('pages followers 5 at a time and refuses to follow oneself', async () => {
    const admin = await signInAs('admin');
    expect(await getFollowersCount(admin._id)).toBe(7);
    expect(await getFollowers(1, admin._id)).toHaveLength(5);
    expect(await getFollowers(2, admin._id)).toHaveLength(2);
    expect(await getFollowing(1, admin._id)).toHaveLength(3);
    expect(await failure(followUser(admin._id), 400)).toBe('You cannot follow yourself');
    await failure(followUser('unknown'), 404);
  });

  it('needs a session', async () => {
    await failure(followUser(userId('zara_ahmed')), 401);
  });
});

describe('profile settings (SPEC §5 Other)', () => {
  const valid: UpdateProfilePayload = {
    username: 'riley_c',
    bio: 'Hello there',
    social_links: { ...links, github: 'https://github.com/riley', website: 'https://riley.dev' },
  };

  it('updates username, bio and links', async () => {
    const reader = await signInAs('reader');
    expect(await updateProfile(valid)).toEqual({ username: 'riley_c' });
    const profile = await getProfile('riley_c');
    expect(profile._id).toBe(reader._id);
    expect(profile.personal_info.bio).toBe('Hello there');
    expect(profile.social_links.github).toBe('https://github.com/riley');
  });

  it('validates and refuses a taken username', async () => {
    await signInAs('reader');
    expect(await failure(updateProfile({ ...valid, username: 'ab' }), 400)).toBe(
      'Username should be al least 3 letters long',
    );
    expect(await failure(updateProfile({ ...valid, bio: 'x'.repeat(151) }), 400)).toBe(
      'Bio should not be more than 150',
    );
    expect(await failure(updateProfile({ ...valid, username: 'amelia_hart' }), 409)).toBe(
      'Username is already taken',
    );
    // In any case: 'AMELIA_HART' would pass for amelia_hart.
    expect(await failure(updateProfile({ ...valid, username: 'AMELIA_HART' }), 409)).toBe(
      'Username is already taken',
    );
    const wrongHost = { ...valid, social_links: { ...links, github: 'https://gitlab.com/riley' } };
    expect(await failure(updateProfile(wrongHost), 400)).toMatch(/github link is invalid/);
    const notUrl = { ...valid, social_links: { ...links, website: 'javascript:alert(1)' } };
    expect(await failure(updateProfile(notUrl), 400)).toMatch(/website link is invalid/);
    const subdomain = { ...valid, social_links: { ...links, youtube: 'https://m.youtube.com/@r' } };
    expect(await updateProfile(subdomain)).toEqual({ username: 'riley_c' });
  });

  it('sets the profile image to an http(s) URL', async () => {
    const reader = await signInAs('reader');
    const url = 'http://localhost/mock-uploads/123';
    expect(await updateProfileImg(url)).toEqual({ profile_img: url });
    expect(store.db.users.find((u) => u._id === reader._id)?.personal_info.profile_img).toBe(url);
    await failure(updateProfileImg('javascript:alert(1)'), 400);
  });
});
