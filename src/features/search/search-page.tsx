import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@/components/ui/tabs';
import { BlogList } from '@/components/ui/blog-list';
import { UserCard } from '@/components/ui/user-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { RowListSkeleton } from '@/components/ui/skeleton';
import { FadeIn } from '@/components/ui/fade-in';
import { useBlogResults, useUserResults } from './use-search';
import { SearchFrame, SearchHeading } from './search-heading';

export const NO_USER_TEXT = 'No user found';
/** SPEC §2 names no text for a search without blogs; home's 'No blogs published' would say the wrong thing. */
export const NO_BLOGS_FOUND_TEXT = 'No blogs found';

type TabId = 'blogs' | 'accounts';

/** The accounts tab lives in the URL (?tab=accounts), so Back from a person found reopens it. */
const TAB_PARAM = 'tab';

/**
 * SPEC §2 Search results: the query shown, a blogs tab (paged with Load More) and an accounts tab. Both are
 * asked for at once, so switching tabs is instant. The tab chosen is in the URL, as a profile's is.
 */
export function SearchPage({ query }: { query: string }) {
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get(TAB_PARAM) === 'accounts' ? 'accounts' : 'blogs';
  // As a profile's tabs: switching is not a place to go Back to, and the first tab needs no parameter.
  const setTab = (id: TabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'accounts') next.set(TAB_PARAM, id);
        else next.delete(TAB_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const blogs = useBlogResults(query);
  const users = useUserResults(query);

  return (
    <SearchFrame>
      <SearchHeading query={query} />
      <Tabs
        label="Search results"
        active={tab}
        onChange={setTab}
        tabs={[
          // A long query is shortened here, not 'Accounts Matched' pushed out of view (issue 13).
          { id: 'blogs', label: `Search Results from “${query}”`, shorten: true },
          { id: 'accounts', label: 'Accounts Matched' },
        ]}
      >
        {tab === 'blogs' ? (
          <BlogList
            list={blogs}
            emptyText={NO_BLOGS_FOUND_TEXT}
            errorText="The search results could not be loaded."
          />
        ) : users.status === 'ready' ? (
          users.data.length ? (
            <ul>
              {users.data.map((user, index) => (
                <li key={user.personal_info.username}>
                  <FadeIn index={index}>
                    <UserCard user={user} />
                  </FadeIn>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState message={NO_USER_TEXT} />
          )
        ) : users.status === 'error' ? (
          <ErrorState message="The accounts could not be loaded." onRetry={users.reload} />
        ) : (
          <RowListSkeleton label="Loading accounts" />
        )}
      </Tabs>
    </SearchFrame>
  );
}
