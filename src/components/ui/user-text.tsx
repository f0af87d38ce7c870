import { Fragment, type ReactNode } from 'react';
import { LONG_RUN, RUN_PIECES } from '@/lib/long-runs';

/** Text a user wrote, with break opportunities (<wbr>) inside very long words (src/lib/long-runs.ts). */
export function UserText({ children }: { children: string }): ReactNode {
  if (!LONG_RUN.test(children)) return children;
  const pieces = children.match(RUN_PIECES) ?? [];
  return pieces.map((piece, index) => {
    const previous = pieces[index - 1];
    const joined = previous !== undefined && !/\s/u.test(piece) && !/\s/u.test(previous);
    return (
      <Fragment key={index}>
        {joined && <wbr />}
        {piece}
      </Fragment>
    );
  });
}
