import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SearchIcon } from '@/components/ui/icons';
import { Tabs } from '@/components/ui/tabs';
import { blogKeys } from '@/lib/query-keys';
import { MyBlogList } from './my-blog-list';
import type { BlogKind } from './use-manage-blogs';
import { composing } from '@/lib/keys';

const QUERY_PARAM = 'q';

const TABS = [
  { id: 'published', label: 'Published Blogs' },
  { id: 'draft', label: 'Drafts' },
] as const satisfies readonly { id: BlogKind; label: string }[];

/**
 * SPEC §2 Manage blogs (/dashboard/blogs): the search box (Enter with text resets both lists and searches;
 * clearing it resets them), tabs 'Published Blogs' and 'Drafts' with the tab shown and the search kept in
 * the URL (?tab=draft opens Drafts, ?q= the search), and the lists.
 */
export function ManageBlogsPage() {
  const client = useQueryClient();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const tab: BlogKind = params.get('tab') === 'draft' ? 'draft' : 'published';
  // The search made is in the URL too (?q=), so Back from a blog finds it, and its lists as they were.
  const query = params.get(QUERY_PARAM) ?? '';
  const [text, setText] = useState(query);
  const [searched, setSearched] = useState(query);
  if (searched !== query) {
    // Another address (the sidebar's link, Back): the box shows its search.
    setSearched(query);
    setText(query);
  }
  /** Changes the parameters in place: neither a search nor a tab is a place to go Back to. */
  const change = (edit: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  /** Both lists start over from page 1 for `next` (SPEC §2: a search or a cleared box resets them). */
  function search(next: string) {
    if (next === query) {
      // The same search again: from page 1, unless its first answer is still on its way (once is enough).
      const shown = client.getQueryState(blogKeys.mine(tab, query));
      if (shown?.data === undefined && shown?.fetchStatus === 'fetching') return;
      void client.resetQueries({ queryKey: [...blogKeys.lists(), 'mine'] });
      return;
    }
    for (const kind of ['published', 'draft'] as const) {
      client.removeQueries({ queryKey: blogKeys.mine(kind, next), exact: true });
    }
    setSearched(next);
    change((params) => (next ? params.set(QUERY_PARAM, next) : params.delete(QUERY_PARAM)));
  }

  return (
    <div className="w-full">
      <h1 className="mb-6 text-3xl font-semibold max-md:sr-only">Manage Blogs</h1>
      <div className="relative mb-8 w-full">
        <label htmlFor={searchId} className="sr-only">
          Search your blogs
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          placeholder="Search Blogs"
          onChange={(event) => {
            setText(event.target.value);
            if (!event.target.value && query) search('');
          }}
          onKeyDown={(event) => {
            const value = text.trim();
            if (event.key === 'Enter' && value && !composing(event)) search(value);
          }}
          className="input pl-12"
        />
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-muted"
        />
      </div>
      <Tabs
        label="Your blogs"
        tabs={TABS}
        active={tab}
        onChange={(next) =>
          change((params) => (next === 'draft' ? params.set('tab', next) : params.delete('tab')))
        }
      >
        {/* One list per tab, kept across searches: its live regions say what a search brought. */}
        <MyBlogList key={tab} kind={tab} query={query} />
      </Tabs>
    </div>
  );
}
