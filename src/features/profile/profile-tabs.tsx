import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import type { Profile, UserSummary } from '@/api/types';
import { ENDPOINTS } from '@/config/endpoints';
import { useCallMissing } from '@/lib/capabilities';
import { paths, safeReturnPath } from '@/lib/paths';
import { returnState } from '@/lib/return-to';
import { useSession, viewerId } from '@/lib/session';
import { showsPublishedTab } from '@/lib/roles';
import type { PagedList } from '@/lib/paged-query';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { BlogList } from '@/components/ui/blog-list';
import { UserCard } from '@/components/ui/user-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { useFocusNewItems } from '@/components/ui/use-focus-new-items';
import { RowListSkeleton } from '@/components/ui/skeleton';
import { FadeIn } from '@/components/ui/fade-in';
import { AboutUser } from './about-user';
import { useFavouriteBlogs, usePeople, usePublishedBlogs } from './profile-lists';

/** SPEC §2 Profile empty states, verbatim. */
export const PROFILE_TEXTS = {
  blogs: 'No Blogs Published',
  favourites: 'No Favourite Blogs',
  followers: 'No Followers found',
  following: 'No Following found',
  signIn: 'Please Sign In',
} as const;

/** Issue 29 item 4: said in a tab whose list this server does not offer (its call answered an HTML 404). */
export const NOT_OFFERED_TEXTS = {
  favourites: 'This server does not keep favourite blogs.',
  followers: 'This server does not keep followers.',
  following: 'This server does not keep who people follow.',
} as const;

const LIST_CALLS = {
  favourites: ENDPOINTS.favouriteBlogs,
  followers: ENDPOINTS.getFollowers,
  following: ENDPOINTS.getFollowing,
} as const;

type TabId = 'blogs' | 'favourites' | 'followers' | 'following' | 'about';

/** The open tab lives in the URL (?tab=following), so Back from a person in a list reopens that list. */
const TAB_PARAM = 'tab';

/**
 * SPEC §2 Profile tabs: Blogs Published (admins only, SPEC §6; everyone's where everyone writes: issue 29
 * item 3), Favourite Blogs, Followers, Following,
 * About. Each list loads when its tab is first shown and keeps Load More while more exist.
 */
export function ProfileTabs({ profile }: { profile: Profile }) {
  const user = useSession();
  const tabs: TabItem<TabId>[] = [
    ...(showsPublishedTab(user) ? [{ id: 'blogs' as const, label: 'Blogs Published' }] : []),
    { id: 'favourites', label: 'Favourite Blogs' },
    { id: 'followers', label: 'Followers' },
    { id: 'following', label: 'Following' },
    { id: 'about', label: 'About' },
  ];
  const [params, setParams] = useSearchParams();
  const chosen = params.get(TAB_PARAM);
  const active = tabs.find((tab) => tab.id === chosen)?.id ?? tabs[0]?.id ?? 'about';
  // Switching tabs is not a place to go Back to; the first tab needs no parameter.
  const choose = (id: TabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === tabs[0]?.id) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const viewer = viewerId(user);

  return (
    <Tabs label="Profile sections" tabs={tabs} active={active} onChange={choose}>
      {active === 'blogs' && <PublishedTab profileId={profile._id} />}
      {active === 'favourites' &&
        (viewer ? (
          <FavouritesTab profileId={profile._id} viewer={viewer} />
        ) : (
          <SignInPrompt tab={active} />
        ))}
      {(active === 'followers' || active === 'following') &&
        (viewer ? (
          <PeopleTab kind={active} profileId={profile._id} viewer={viewer} />
        ) : (
          <SignInPrompt tab={active} />
        ))}
      {active === 'about' && <AboutUser profile={profile} />}
    </Tabs>
  );
}

function PublishedTab({ profileId }: { profileId: string }) {
  const list = usePublishedBlogs(profileId);
  return <BlogList list={list} emptyText={PROFILE_TEXTS.blogs} />;
}

function FavouritesTab(props: { profileId: string; viewer: string }) {
  const missing = useCallMissing(LIST_CALLS.favourites);
  const list = useFavouriteBlogs(props.profileId, props.viewer, !missing);
  if (missing) return <EmptyState message={NOT_OFFERED_TEXTS.favourites} />;
  return <BlogList list={list} emptyText={PROFILE_TEXTS.favourites} />;
}

function PeopleTab(props: { kind: 'followers' | 'following'; profileId: string; viewer: string }) {
  const missing = useCallMissing(LIST_CALLS[props.kind]);
  const list = usePeople(props.kind, props.profileId, props.viewer, !missing);
  if (missing) return <EmptyState message={NOT_OFFERED_TEXTS[props.kind]} />;
  return <PeopleList list={list} emptyText={PROFILE_TEXTS[props.kind]} />;
}

function PeopleList({ list, emptyText }: { list: PagedList<UserSummary>; emptyText: string }) {
  const { listRef, buttonRef, onLoadMore } = useFocusNewItems(list.results.length, list.loadMore);
  if (list.status === 'loading' || list.status === 'idle') return <RowListSkeleton />;
  if (list.status === 'error') {
    return <ErrorState message="This list could not be loaded." onRetry={list.reset} />;
  }
  if (!list.results.length) return <EmptyState message={emptyText} />;
  return (
    <>
      <ul ref={listRef}>
        {list.results.map((person, index) => (
          <li key={person._id || person.personal_info.username}>
            <FadeIn index={index % 5}>
              <UserCard user={person} />
            </FadeIn>
          </li>
        ))}
      </ul>
      <LoadMore
        visible={list.hasMore}
        loading={list.loadingMore}
        failed={list.loadMoreFailed}
        onLoadMore={onLoadMore}
        buttonRef={buttonRef}
      />
    </>
  );
}

/** SPEC §2: Favourite Blogs, Followers and Following ask visitors to sign in. */
function SignInPrompt({ tab }: { tab: TabId }) {
  // Signing in brings the reader back to this profile and tab, named in the address: the first tab, which
  // needs none, is another one for an admin (the navigation audit, 0062). Another address than this entry's,
  // so the sign-in screen's entry becomes it, rather than going back to this one (route-guard.tsx).
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set(TAB_PARAM, tab);
  const returnTo = returnState(safeReturnPath(`${location.pathname}?${search.toString()}`));
  return (
    <div className="mt-4 flex flex-col items-center gap-4 rounded-lg bg-surface p-6 text-center">
      <p className="text-lg">{PROFILE_TEXTS.signIn}</p>
      <Link to={paths.signIn()} state={returnTo} className="btn-primary">
        Sign In
      </Link>
    </div>
  );
}
