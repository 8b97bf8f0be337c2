import { define } from '../define.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { languagePickerStyles } from './language-picker.styles.ts';
import { menuStyles } from '../base/menu.ts';

export const MCLanguagePicker = define('mc-language-picker', LanguagePicker, {
  props: { list: 'boolean' },
  styles: [menuStyles, languagePickerStyles],
  texts: ['lang'],
});
