/**
 * Writing and managing blogs (SPEC §2 Blog editor and Manage blogs, §5 Editor rules, §6 roles). Unlike the
 * real servers (API-CONTRACT.md), only admins may write and only the author may edit or delete.
 */
import type { HttpHandler } from 'msw';
import { ENDPOINTS } from '../../config/endpoints';
import type { BlogContent } from '../../api/types';
import { EDITOR_VERSION } from '../seed/blocks';
import { nextId, nextTimestamp, uniqueSlug } from '../store/ids';
import { LIMITS, PAGE_SIZES, parseHttpUrl } from '../store/rules';
import type { BlogRecord, Db, UserRecord } from '../store/types';
import { blogSummary, findBlogBySlug, newestFirst, pageOf, recountPosts } from '../store/views';
import type { Dialect } from '../dialect/dialect';
import { badRequest, bool, forbidden, notFound, num, str, type Json, type Router } from './route';

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Content arrives as one `{ time, blocks, version }` (or an array of them); each block needs type and data. */
function readContent(value: unknown): BlogContent[] {
  if (value === undefined || value === null)
    return [{ time: Date.now(), blocks: [], version: EDITOR_VERSION }];
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => {
    if (!isJson(item) || !Array.isArray(item.blocks)) throw badRequest('Blog content is malformed');
    const blocks: unknown[] = item.blocks;
    if (
      !blocks.every(
        (block) => isJson(block) && typeof block.type === 'string' && isJson(block.data),
      )
    ) {
      throw badRequest('Blog content has a malformed block');
    }
    return JSON.parse(
      JSON.stringify({
        time: typeof item.time === 'number' ? item.time : Date.now(),
        blocks,
        version: typeof item.version === 'string' ? item.version : EDITOR_VERSION,
      }),
    ) as BlogContent;
  });
}

function readTags(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((tag) => typeof tag === 'string')) {
    throw badRequest('Tags must be a list of words');
  }
  const tags = value.map((tag: string) => tag.trim().toLowerCase()).filter(Boolean);
  return [...new Set(tags)];
}

interface BlogInput {
  title: string;
  des: string;
  banner: string;
  content: BlogContent[];
  tags: string[];
  draft: boolean;
}

/** SPEC §5: a draft needs a title; publishing needs a banner, a description ≤ 200, 1–10 tags and content. */
function readInput(body: Json): BlogInput {
  const input: BlogInput = {
    title: str(body, 'title')
      .replace(/\s*\n\s*/g, ' ')
      .trim(),
    des: str(body, 'des').trim(),
    banner: str(body, 'banner').trim(),
    content: readContent(body.content),
    tags: readTags(body.tags),
    draft: bool(body, 'draft'),
  };
  if (!input.title) throw badRequest('You must provide a title');
  if (input.des.length > LIMITS.descriptionMax) {
    throw badRequest('You must provide blog description under 200 characters');
  }
  if (input.tags.length > LIMITS.maxTags) throw badRequest('You can add max 10 Tags');
  if (input.banner && !parseHttpUrl(input.banner))
    throw badRequest('The banner must be an image URL');
  if (input.draft) return input;
  if (!input.des) throw badRequest('You must provide blog description under 200 characters');
  if (!input.banner) throw badRequest('You must provide blog banner to publish it');
  if (input.tags.length === 0)
    throw badRequest('Provide tags in order to publish the blog, Maximum 10');
  if (!input.content[0]?.blocks.length)
    throw badRequest('There must be some blog content to publish it');
  return input;
}

function saveBlog(db: Db, viewer: UserRecord, input: BlogInput, editId: string): BlogRecord {
  if (editId) {
    const blog = findBlogBySlug(db, editId);
    if (!blog) throw notFound('Blog not found');
    if (blog.author !== viewer._id) throw forbidden('You can only edit your own blogs');
    // A draft published for the first time is dated by its publication.
    if (blog.draft && !input.draft) blog.publishedAt = nextTimestamp(db);
    Object.assign(blog, input);
    return blog;
  }
  const blog: BlogRecord = {
    _id: nextId(db),
    blog_id: uniqueSlug(db, input.title),
    ...input,
    author: viewer._id,
    activity: { total_likes: 0, total_comments: 0, total_reads: 0, total_parent_comments: 0 },
    comments: [],
    publishedAt: nextTimestamp(db),
  };
  db.blogs.push(blog);
  return blog;
}

function ownBlogs(db: Db, viewer: UserRecord, body: Json, dialect: Dialect): BlogRecord[] {
  const draft = bool(body, 'draft');
  const matches = dialect.searchMatcher(str(body, 'query').trim());
  return newestFirst(
    db.blogs.filter(
      (blog) =>
        blog.author === viewer._id && blog.draft === draft && (!matches || matches(blog.title)),
    ),
    (blog) => blog.publishedAt,
  );
}

export function blogEditingHandlers({ authed }: Router): HttpHandler[] {
  return [
    authed('post', ENDPOINTS.createBlog, ({ db, body, viewer, dialect }) => {
      // SPEC §6: admins write; the family's servers have no role, anyone signed in writes (decision 0018).
      if (!viewer.isAdmin && !dialect.everyoneWrites)
        throw forbidden('Only admins can write blogs');
      const editId = str(body, 'id').trim();
      if (editId && dialect.editsMissingQuietly && !findBlogBySlug(db, editId))
        return { id: editId };
      const blog = saveBlog(db, viewer, readInput(body), editId);
      if (dialect.postCount === 'published') recountPosts(db, viewer._id);
      else if (!editId && !blog.draft) viewer.account_info.total_posts += 1;
      return { id: blog.blog_id };
    }),

    authed('post', ENDPOINTS.deleteBlog, ({ db, body, viewer, dialect }) => {
      const blog = findBlogBySlug(db, str(body, 'blog_id'));
      if (!blog) throw notFound('Blog not found');
      if (blog.author !== viewer._id) throw forbidden('You can only delete your own blogs');
      db.blogs = db.blogs.filter((item) => item._id !== blog._id);
      db.comments = db.comments.filter((comment) => comment.blog_id !== blog._id);
      db.notifications = db.notifications.filter((item) => item.blog !== blog._id);
      db.likes = db.likes.filter((like) => like.blog !== blog._id);
      if (dialect.postCount === 'published') recountPosts(db, viewer._id);
      else viewer.account_info.total_posts -= 1;
      return { status: 'done' };
    }),

    authed('post', ENDPOINTS.userWrittenBlogs, ({ db, body, viewer, dialect }) => ({
      blogs: pageOf(
        ownBlogs(db, viewer, body, dialect),
        num(body, 'page', 1),
        PAGE_SIZES.userBlogs,
        num(body, 'deletedDocCount', 0),
      ).map((blog) => blogSummary(db, blog)),
    })),

    authed('post', ENDPOINTS.userWrittenBlogsCount, ({ db, body, viewer, dialect }) => ({
      totalDocs: ownBlogs(db, viewer, body, dialect).length,
    })),
  ];
}
