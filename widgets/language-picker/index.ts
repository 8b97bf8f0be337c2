import { define } from '../define.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { languagePickerStyles } from './language-picker.styles.ts';

export const MCLanguagePicker = define('mc-language-picker', LanguagePicker, {
  props: { list: 'boolean' },
  styles: [languagePickerStyles],
  texts: ['lang'],
});
