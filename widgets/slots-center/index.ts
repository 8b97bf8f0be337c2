import { define } from '../define.ts';
import { SlotsCenter } from './SlotsCenter.tsx';
import { css } from '../base/css.ts';

const styles = css`
  .vendors {
    display: flex;
    gap: 8px;
    overflow-x: auto;
    padding: 12px 12px 0;
    scrollbar-width: none;
  }
  .vendors::-webkit-scrollbar {
    display: none;
  }
  .vendor {
    flex: none;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    width: 72px;
    padding: 8px 4px;
    border-radius: var(--_radius);
    border: 1px solid transparent;
    background: var(--_surface-2);
    font-size: 11px;
    text-align: center;
  }
  /* Two lines for every name, the first tile's too: the row is as high before the providers come
     as after (a longer name is cut at two lines), so the list below does not move down. */
  .name {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    min-height: 28px;
    overflow: hidden;
    line-height: 14px;
    overflow-wrap: anywhere;
  }
  .vendor[aria-pressed='true'] {
    border-color: var(--_primary);
    color: var(--_primary);
  }
  .vendor img,
  .all {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 10px;
    background: var(--_surface);
    font-size: 18px;
  }
`;

export const MCSlotsCenter = define('mc-slots-center', SlotsCenter, { props: { vendor: 'string' }, styles: [styles], texts: ['center', 'games'] });
