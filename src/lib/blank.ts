/**
 * Holds nothing a reader would see: white space, and the characters drawn as nothing (zero-width spaces and
 * joiners, direction marks, the Hangul filler, variation selectors, the soft hyphen). A title, a description, a
 * topic or a comment of only these is empty, as SPEC §5's rules mean (decision 0066).
 */
export const blank = (text: string): boolean => !text.replace(/[\s\p{DI}]+/gu, '');
