import { Link } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { profileDescription, profilePageTitle } from '@/config/profile-share';
import { ApiError, errorText } from '@/api/errors';
import type { Profile } from '@/api/types';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { canWrite } from '@/lib/roles';
import { formatFullDate } from '@/lib/dates';
import { Avatar } from '@/components/ui/avatar';
import { retryIn } from '@/components/ui/error-state';
import { LoadingRegion, SkeletonBlock } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ProfileTabs } from './profile-tabs';
import { useFollow, useProfile } from './use-profile';
import { UserText } from '@/components/ui/user-text';

/**
 * SPEC §2 Profile (/user/{username}): the person, their follow state and the tabs, titled as the server titles
 * the page it writes for a first visit (src/config/profile-share.ts), so the tab's title stays as it was.
 */
export function ProfilePage({ username }: { username: string }) {
  const request = useProfile(username);
  const info = request.data?.personal_info;
  // The name as the server spells it, as its head for a first visit does (the address may differ in case).
  const handle = info?.username || username;
  return (
    <>
      <PageMeta
        title={profilePageTitle(handle, info?.fullname)}
        description={profileDescription(handle, info?.bio)}
      />
      <ProfileView request={request} />
    </>
  );
}

function ProfileView({ request }: { request: ReturnType<typeof useProfile> }) {
  if (request.status === 'loading' || request.status === 'idle') return <ProfileSkeleton />;
  if (request.status === 'error') {
    // A profile the server says does not exist; not a call the server lacks (issue 29 item 4).
    const missing =
      request.error instanceof ApiError &&
      request.error.status === 404 &&
      !request.error.missingCall;
    // A call this server lacks is not retried (issue 29 item 4).
    const retry = !missing && !(request.error instanceof ApiError && request.error.missingCall);
    // Laid out as the not-found page and a blog's (a visual audit, decision 0066).
    return (
      <div className="mx-auto flex min-h-page max-w-reading flex-col items-center justify-center gap-5 px-6 text-center">
        <h1 className="text-3xl font-semibold">
          {missing ? 'Profile not found' : 'This profile could not be loaded'}
        </h1>
        {/* A failure is said, with its Retry (issue 3: the area that failed holds its way on). */}
        <div role={missing ? undefined : 'alert'} className="flex flex-col items-center gap-5">
          <p className="text-muted">
            {missing
              ? 'There is no account with this username.'
              : // What failed, truthfully: the connection, a slow server, or the server's own words.
                errorText(
                  request.error,
                  'The server could not send this profile. Please try again.',
                )}
          </p>
          <div className="flex gap-3">
            {retry && (
              <button
                type="button"
                className="btn-primary"
                onClick={(event) => retryIn(event.currentTarget.closest('main'), request.reload)}
              >
                Retry
              </button>
            )}
            <Link to={paths.home()} className={retry ? 'btn-secondary' : 'btn-primary'}>
              Go back home
            </Link>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-page gap-10 px-[5vw] py-10 md:grid-cols-[18rem_minmax(0,1fr)] md:gap-12">
      <ProfileCard profile={request.data} />
      <div className="min-w-0">
        <ProfileTabs profile={request.data} />
      </div>
    </div>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const user = useSession();
  const info = profile.personal_info;
  const own = Boolean(user && (user._id === profile._id || user.username === info.username));
  const follow = useFollow(profile);
  const joined = formatFullDate(profile.joinedAt);
  return (
    <section
      aria-labelledby="profile-name"
      className="flex flex-col items-center gap-4 text-center md:items-start md:text-left"
    >
      <Avatar src={info.profile_img} name={info.fullname} size={128} priority />
      <div>
        <h1 id="profile-name" className="text-2xl font-semibold">
          <UserText>{info.fullname}</UserText>
        </h1>
        <p className="text-lg text-muted">
          @<UserText>{info.username}</UserText>
        </p>
      </div>
      {own && canWrite(user) && (
        <p>
          {profile.account_info.total_posts.toLocaleString()} Blogs ·{' '}
          {profile.account_info.total_reads.toLocaleString()} Reads
        </p>
      )}
      {joined && <p className="text-sm text-muted">Joined on {joined}</p>}
      {own ? (
        <Link to={paths.editProfile()} className="btn-secondary">
          Edit Profile
        </Link>
      ) : !follow.offered ? null : (
        <button
          type="button"
          onClick={() => void follow.toggle()}
          // Not `disabled`: focus would drop to <body>; a press while it is out is ignored (0059).
          aria-disabled={follow.busy || undefined}
          aria-busy={follow.busy}
          className={follow.following ? 'btn-secondary' : 'btn-primary'}
        >
          {follow.busy && <Spinner label="Saving" />}
          {follow.following ? 'Unfollow' : 'Follow'}
        </button>
      )}
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className="mx-auto w-full max-w-page px-[5vw] py-10">
      <LoadingRegion label="Loading the profile">
        <div className="flex flex-col items-center gap-4 md:items-start">
          <SkeletonBlock className="h-32 w-32 rounded-full" />
          <SkeletonBlock className="h-6 w-48" />
          <SkeletonBlock className="h-4 w-32" />
          <SkeletonBlock className="h-11 w-32 rounded-full" />
        </div>
      </LoadingRegion>
    </div>
  );
}
