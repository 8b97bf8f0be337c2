/**
 * Where an element renders on a partner page (any origin other than the platform's). Every
 * element takes a credential or acts with the player's session unless it is listed here, and
 * renders in a frame from the platform's origin (kit/frame-host.ts); these show only what any
 * visitor may see, so they render in the page. On the platform's own origin every element
 * renders in place. A new element is framed until someone decides it holds nothing secret.
 */
export const IN_PAGE_TAGS: readonly string[] = [
  'mc-header',
  'mc-footer',
  'mc-banner',
  'mc-notice-bar',
  'mc-notice-list',
  'mc-hot-matches',
  'mc-jackpot',
  'mc-language-picker',
  'mc-announcement-popup',
  'mc-download-bar',
  'mc-popular-games',
  'mc-toast',
  'mc-confirm-dialog',
  'mc-game-list',
  'mc-game-center',
  'mc-slots-center',
  'mc-game-lobby',
  'mc-lottery',
  'mc-more-lottery',
  'mc-help-centre',
  'mc-help-detail',
  'mc-service',
  'mc-download',
  'mc-user-agreement',
  'mc-activity',
  'mc-activity-info',
];

export const rendersInFrame = (tag: string): boolean => !IN_PAGE_TAGS.includes(tag);
