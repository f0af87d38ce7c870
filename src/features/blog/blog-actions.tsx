import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import type { SVGProps } from 'react';
import { HeartIcon, Svg } from '@/components/ui/icons';
import { ShareLinks } from './share-links';

const CommentIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-5.4A8 8 0 1 1 21 12z" />
  </Svg>
);

interface BlogActionsProps {
  blogId: string;
  title: string;
  url: string;
  likes: number;
  liked: boolean;
  onLike: () => void;
  /** The liked state is known: until then a press could send the wrong flag (src/features/blog/use-blog.ts). */
  likeReady: boolean;
  comments: number;
  commentsOpen: boolean;
  onComments: () => void;
  /** SPEC §6: the Edit link is for the author only. */
  canEdit: boolean;
  shareable: boolean;
}

/** SPEC §2 Blog page: like and comment buttons with counts, share links, and the author's Edit link. */
export function BlogActions(props: BlogActionsProps) {
  const { likes, liked, comments } = props;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-y border-line py-3">
      <div className="flex items-center gap-5">
        <button
          type="button"
          onClick={props.onLike}
          disabled={!props.likeReady}
          aria-pressed={liked}
          className={`inline-flex items-center gap-2 rounded-full px-1 py-1 disabled:cursor-wait ${liked ? 'text-danger' : 'text-ink'}`}
        >
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-surface text-xl hover:bg-surface-strong">
            <HeartIcon filled={liked} />
          </span>
          {/*
            The name is the content, and holds the visible count (WCAG 2.5.3 label in name). It stays 'Like'
            when liked: aria-pressed says the state, and a toggle whose name also flips ('Unlike…, pressed')
            is ambiguous (WAI-ARIA APG button pattern).
          */}
          <span className="sr-only">
            Like this blog ({likes} {likes === 1 ? 'like' : 'likes'})
          </span>
          <span aria-hidden="true">{likes}</span>
        </button>
        <button
          type="button"
          onClick={props.onComments}
          aria-expanded={props.commentsOpen}
          aria-controls="comments-panel"
          className="inline-flex items-center gap-2 rounded-full px-1 py-1"
        >
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-surface text-xl hover:bg-surface-strong">
            <CommentIcon />
          </span>
          <span className="sr-only">Comments ({comments})</span>
          <span aria-hidden="true">{comments}</span>
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {props.canEdit && (
          <Link to={paths.editor(props.blogId)} className="btn-ghost min-h-9 px-3 underline">
            Edit
          </Link>
        )}
        {props.shareable && <ShareLinks url={props.url} title={props.title} />}
      </div>
    </div>
  );
}
