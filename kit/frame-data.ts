/**
 * What the kit's frame page carries for its element (core/frame-data.ts), taken when it is this
 * merchant's: the texts of the element's parts, as loaded, and the answers of its first public
 * calls without parameters, each given once, only while the player's language is theirs, and
 * checked by its endpoint's schema as an answer from the network is. So the element renders its
 * form as soon as its code is in, with no round trip for its texts or its facts; later calls,
 * and the first ones after a language change, go to the platform.
 */
import { answerFromPage } from '../core/api/request.ts';
import { $kitConfig } from '../core/config.ts';
import { takeDataBlock } from '../core/data-block.ts';
import { FRAME_DATA_ID, frameDataSchema } from '../core/frame-data.ts';
import { provideTexts } from '../core/i18n.ts';
import { $language, toLanguageCode } from '../core/stores/language.ts';

export function adoptFrameData(doc: Document = document): void {
  const data = takeDataBlock(FRAME_DATA_ID, frameDataSchema, doc);
  const language = toLanguageCode(data?.language);
  if (!data || !language || data.merchant !== $kitConfig.get().merchant) return;
  for (const [code, texts] of Object.entries(data.texts)) {
    const known = toLanguageCode(code);
    if (known) provideTexts(known, texts, data.parts);
  }
  const answers = new Map(Object.entries(data.answers));
  // Only a public call without parameters: the page's answer is everyone's, and the only one.
  answerFromPage((ep, params) => {
    // Another language: the page's answers are all in the old one.
    if ($language.get() !== language) answers.clear();
    if (ep.auth !== 'none' || params !== undefined || !answers.has(ep.name)) return undefined;
    const answer = answers.get(ep.name);
    answers.delete(ep.name);
    if (!answers.size) answerFromPage(undefined);
    try {
      return ep.response(answer);
    } catch {
      // Not what the endpoint answers: asked for as usual.
      return undefined;
    }
  });
}
