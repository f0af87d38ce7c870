import { useState } from 'react';
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

/**
 * SPEC §2 Search results: the query shown, a blogs tab (paged with Load More) and an accounts tab. Both are
 * asked for at once, so switching tabs is instant.
 */
export function SearchPage({ query }: { query: string }) {
  const [tab, setTab] = useState<TabId>('blogs');
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
