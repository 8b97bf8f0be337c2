import { define } from '../define.ts';
import { dialogStyles } from '../base/dialog.styles.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { confirmDialogStyles } from './confirm-dialog.styles.ts';

export const MCConfirmDialog = define('mc-confirm-dialog', ConfirmDialog, { styles: [dialogStyles, confirmDialogStyles], loading: () => null, texts: [] });
