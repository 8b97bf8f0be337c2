/**
 * Whether <mc-game-list> can be used: defined already, or loadable through the page's element loader (widgets/element-loader.ts).
 * An object, so tests can answer for it (the element is built separately and must not be needed
 * for <mc-popular-games> to work).
 */
import { defineElement } from '../element-loader.ts';

export const GAME_LIST_TAG = 'mc-game-list';

export const gameListElement = {
  defined(): boolean {
    return customElements.get(GAME_LIST_TAG) !== undefined;
  },
  load(): Promise<boolean> {
    if (gameListElement.defined()) return Promise.resolve(true);
    return defineElement(GAME_LIST_TAG);
  },
};
