/** J1's constants: a slide without its own duration shows 10 s; the slideshow's frame is 400 high; moves take 300 ms. */
export const DEFAULT_SLIDE_MS = 10_000;
export const STORY_HEIGHT = 400;
export const TRANSITION_MS = 300;
/** Past this a badge says '500000+' (the spec's overflow for stories). */
export const BADGE_OVERFLOW = 500_000;
/** A horizontal swipe longer than this moves to the previous or next story on a phone. */
export const SWIPE_PX = 50;
