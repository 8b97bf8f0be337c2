/**
 * Outlines of the site's line icons: SVG path data in a 24×24 box, drawn with a round-capped
 * stroke in the text's colour. One place for the elements that draw them and for the platform's
 * first-screen markup (front/site/first-screen.ts), which must draw the same picture the element
 * will replace it with.
 */
export const BACK_ICON = 'M15.5 4.5 8 12l7.5 7.5';
export const CLOSE_ICON = 'M6 6l12 12M18 6 6 18';
export const MENU_ICON = 'M4 7h16M4 12h16M4 17h16';
export const FILTER_ICON = 'M4 6h16M7 12h10M10 18h4';
/** The magnifier's handle; its glass is a circle (cx 11, cy 11, r 6.5). */
export const SEARCH_HANDLE_ICON = 'm16 16 4.5 4.5';
export const HEART_ICON = 'M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z';
/** A rating star, filled (not stroked) in the text's colour: the download bar's five. */
export const STAR_ICON = 'M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z';
