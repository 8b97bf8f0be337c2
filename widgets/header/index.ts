import { define } from '../define.ts';
import { Header } from './Header.tsx';
import { headerStyles } from './header.styles.ts';
import { menuStyles } from '../base/menu.ts';

export const MCHeader = define('mc-header', Header, {
  props: { page: 'string', logoSrc: 'string', heading: 'string' },
  styles: [menuStyles, headerStyles],
  texts: ['header', 'member', 'site', 'title'],
});
