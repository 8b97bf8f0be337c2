/**
 * The kit's frame page's data block (core/data-block.ts): what its element would ask for before
 * its form shows, carried in the page the platform serves (front/embed/frame.ts), so the form
 * the element renders needs no round trip once its code is in. The texts of the element's parts
 * in the frame's language, and the answers of the public calls it
 * makes first, by endpoint name (the initial configuration; the registration settings). The
 * frame takes them (kit/frame-data.ts); each answer is checked by its endpoint's schema when the
 * call is made (core/api/request.ts `answerFromPage`), as one from the network would be.
 */
import { array, object, record, string, unknown, type Infer } from './api/schema.ts';

export const FRAME_DATA_ID = 'mc-frame-data';

export const frameDataSchema = object({
  /** Language code of §1 the texts and answers are in. */
  language: string,
  merchant: string,
  /** The text parts (core/text-parts.ts) `texts` holds, the base among them. */
  parts: array(string),
  /** Language code → the texts of those parts. */
  texts: record(record(string)),
  /** Endpoint name (core/api/endpoint.ts) → what it answers. */
  answers: record(unknown),
});
export type FrameData = Infer<typeof frameDataSchema>;
