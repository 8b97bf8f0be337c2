/**
 * The first screen's data, carried in the /m/ page itself as a data block (core/data-block.ts):
 * the site reads it once at start-up instead of asking for the same things again: the initial
 * configuration, the texts in the player's language, on the pages with a banner the banners,
 * the home announcements and the hot matches, and on the game list page its first page of games with the game types' vendors and
 * classifications. What is in it is what a signed-out visitor's calls would answer (and, on the
 * member centre a hand-off leads to, the arriving player's member info), checked against the
 * same schemas as an answer before anything trusts it.
 */
import { array, boolean, object, optional, record, string, literal, withDefault, type Infer } from './api/schema.ts';
import { classifyEntrySchema, gameTileSchema, vendorEntrySchema } from './api/games.ts';
import { initialConfigSchema } from './api/site.ts';
import { announcementSchema, bannerSchema, hotMatchSchema } from './api/content.ts';
import { memberInfoSchema } from './api/member.ts';
import { takeDataBlock } from './data-block.ts';
import { numberShapeSchema } from './number-shape.ts';

export const FIRST_SCREEN_ID = 'mc-first-screen';

/** The cookie the site keeps the chosen language in, so the platform can send that language's texts. */
export const LANGUAGE_COOKIE = 'mc_lang';

export const firstScreenSchema = object({
  /** Language code of §1 of the texts and the content. */
  language: string,
  merchant: string,
  /** What /wps/system/init answers (left out when the platform could not say). */
  config: optional(initialConfigSchema),
  /**
   * Language code → flat texts (all of them, as the site loads them), for the page's language
   * alone: every language has every text, and the site loads no other (core/i18n.ts).
   */
  texts: record(record(string)),
  /** How the page's language writes numbers (core/number-shape.ts), when the platform could say. */
  numbers: optional(numberShapeSchema),
  /** The banners of the page's banner position. */
  banners: optional(object({ position: literal('home', 'help'), list: array(bannerSchema) })),
  /** The home announcements (marquee, notice page, popup). */
  announcements: optional(array(announcementSchema)),
  hotMatches: optional(array(hotMatchSchema)),
  /** Page 1 of the page's game list (the paged list's tabs), with the filter it answers. */
  gameList: optional(
    object({
      filter: object({ gameType: string, classify: string, vendor: optional(string) }),
      games: array(gameTileSchema),
      hasMore: boolean,
    }),
  ),
  /** With the game list: the vendors and classifications of each game type (its tabs, its cards' vendor names). */
  vendorTypes: optional(record(object({ vendors: array(vendorEntrySchema), gameClassify: withDefault(array(classifyEntrySchema), []) }))),
  /**
   * On the member centre reached by a hand-off (front/handoff/arrival.ts): whom the waiting code
   * signs in, and the member info the platform gave for them. The page that carries it is that
   * player's alone (never shared by a cache); the site takes the info once the code has signed
   * that same player in.
   */
  arrival: optional(object({ userName: string, member: memberInfoSchema })),
});
export type Arrival = NonNullable<FirstScreen['arrival']>;
export type FirstScreen = Infer<typeof firstScreenSchema>;

/**
 * The block in `doc`, taken out of the page (it is read once), or undefined when there is none
 * or it is not what the platform writes.
 */
export const takeFirstScreen = (doc: Document = document): FirstScreen | undefined => takeDataBlock(FIRST_SCREEN_ID, firstScreenSchema, doc);
