import { define } from '../define.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { confirmDialogStyles } from './confirm-dialog.styles.ts';

export const MCConfirmDialog = define('mc-confirm-dialog', ConfirmDialog, { styles: [confirmDialogStyles], loading: () => null, texts: [] });
