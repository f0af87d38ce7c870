/**
 * Reading blogs (SPEC §2 Home, Search, Blog page; §7): latest, search and similar, trending, and one blog.
 * Only published blogs are listed; a draft is visible to its author alone.
 */
import type { HttpHandler } from 'msw';
import { ENDPOINTS } from '../../config/endpoints';
import { PAGE_SIZES } from '../store/rules';
import type { BlogRecord, Db } from '../store/types';
import {
  blogSummary,
  findBlogBySlug,
  findUser,
  fullBlog,
  newestFirst,
  pageOf,
} from '../store/views';
import type { Dialect } from '../dialect/dialect';
import { notFound, num, str, type Json, type Router } from './route';

function published(db: Db): BlogRecord[] {
  return newestFirst(
    db.blogs.filter((blog) => !blog.draft),
    (blog) => blog.publishedAt,
  );
}

/**
 * SPEC §7 search-blogs: tag, query (title text, matched literally and case-insensitively, never as a
 * RegExp: API-CONTRACT.md; the tutorial dialect reads it as its servers do) or author (_id); eliminate_blog
 * drops the current blog from similar blogs.
 */
function searchResults(db: Db, body: Json, dialect: Dialect): BlogRecord[] {
  const tag = str(body, 'tag').trim().toLowerCase();
  const matches = dialect.searchMatcher(str(body, 'query').trim());
  const author = str(body, 'author').trim();
  const eliminate = str(body, 'eliminate_blog');
  return published(db).filter(
    (blog) =>
      (!tag || blog.tags.includes(tag)) &&
      (!matches || matches(blog.title)) &&
      (!author || blog.author === author) &&
      (!eliminate || blog.blog_id !== eliminate),
  );
}

function pageSize(body: Json): number {
  const limit = Math.floor(num(body, 'limit', PAGE_SIZES.search));
  return Math.min(Math.max(limit, 1), 50);
}

/** Trending: most read first, then most liked (API-CONTRACT.md). */
function trending(db: Db): BlogRecord[] {
  return published(db).sort(
    (a, b) =>
      b.activity.total_reads - a.activity.total_reads ||
      b.activity.total_likes - a.activity.total_likes,
  );
}

export function blogHandlers({ open, optional }: Router): HttpHandler[] {
  return [
    open('post', ENDPOINTS.latestBlogs, ({ db, body }) => ({
      blogs: pageOf(published(db), num(body, 'page', 1), PAGE_SIZES.latest).map((blog) =>
        blogSummary(db, blog),
      ),
    })),

    open('post', ENDPOINTS.allLatestBlogsCount, ({ db }) => ({ totalDocs: published(db).length })),

    open('post', ENDPOINTS.searchBlogs, ({ db, body, dialect }) => ({
      blogs: pageOf(searchResults(db, body, dialect), num(body, 'page', 1), pageSize(body)).map(
        (blog) => blogSummary(db, blog),
      ),
    })),

    open('post', ENDPOINTS.searchBlogsCount, ({ db, body, dialect }) => ({
      totalDocs: searchResults(db, body, dialect).length,
    })),

    open('get', ENDPOINTS.trendingBlogs, ({ db }) => ({
      blogs: trending(db)
        .slice(0, PAGE_SIZES.trending)
        .map((blog) => blogSummary(db, blog)),
    })),

    optional('post', ENDPOINTS.getBlog, ({ db, body, viewer }) => {
      const blog = findBlogBySlug(db, str(body, 'blog_id'));
      const isAuthor = Boolean(viewer && blog && blog.author === viewer._id);
      // A draft is answered as missing to anyone else, so its existence does not leak.
      if (!blog || (blog.draft && !isAuthor)) throw notFound('Blog not found');
      // Decision 0018: edit mode never counts a read, and like the family's servers it does not ask who
      // reads a published blog that way (the production server's own reads use it; the editor itself
      // opens only the signed-in author's blogs). A draft stays its author's alone, in any mode (above).
      if (str(body, 'mode') !== 'edit' && !blog.draft) {
        // Reading counts a read unless the editor loads it (API-CONTRACT.md).
        blog.activity.total_reads += 1;
        const author = findUser(db, blog.author);
        if (author) author.account_info.total_reads += 1;
      }
      return { blog: fullBlog(db, blog) };
    }),
  ];
}
