import { define } from '../define.ts';
import { Toast } from './Toast.tsx';
import { toastStyles } from './toast.styles.ts';

export const MCToast = define('mc-toast', Toast, { styles: [toastStyles], loading: () => null, texts: [] });
