import { Fragment, type ReactNode } from 'react';
import { LONG_RUN, RUN_PIECES } from '@/lib/long-runs';

/**
 * Text a user wrote, with break opportunities (<wbr>) inside very long words (src/lib/long-runs.ts), isolated in a
 * <bdi>: Hebrew or Arabic is laid out by its own direction inside an English line ('Search results for
 * “مرحبا!”' kept its '!' at the start of the Arabic word), and a name's bidi control cannot reverse the words
 * after it (decision 0061).
 */
export function UserText({ children }: { children: string }): ReactNode {
  if (!LONG_RUN.test(children)) return <bdi>{children}</bdi>;
  const pieces = children.match(RUN_PIECES) ?? [];
  return (
    <bdi>
      {pieces.map((piece, index) => {
        const previous = pieces[index - 1];
        const joined = previous !== undefined && !/\s/u.test(piece) && !/\s/u.test(previous);
        return (
          <Fragment key={index}>
            {joined && <wbr />}
            {piece}
          </Fragment>
        );
      })}
    </bdi>
  );
}
