import type { KeyboardEvent } from 'react';

/**
 * Enter that confirms an input method's composition (Japanese, Chinese, Korean…) and is no Enter of the
 * page's: the text is still being composed. Chrome and Firefox say so with `isComposing`; Safari only with
 * the key code 229 of the keydown that ends it.
 */
export function composing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}
