/**
 * Image uploads of §5 and §9: png or jpg, at most 5 MB each, at most 3; a comment of at most
 * 140 characters. Promotion applications, feedback and the profile's ID pictures all go through
 * here, so every form refuses the same files with the same message, before anything is sent.
 *
 *   const { accepted, refused } = checkUploads(files, alreadyChosen);
 *   refused.forEach((r) => toast('fail', uploadProblemKey(r.problem), TOAST_DEFAULT_MS, uploadProblemValues(r.problem)));
 *
 * `checkUploads` looks at what the browser says about a file (type, size, name); `sniffImageType`
 * then reads its first bytes, so a renamed file of another kind is refused as well.
 */
import { COMMENT_MAX_LENGTH, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_TYPES } from './constants.ts';

export type UploadType = (typeof UPLOAD_TYPES)[number];

/** What a `File` tells about itself (a File fits; tests pass plain objects). */
export interface UploadCandidate {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export type UploadProblem =
  | { kind: 'type'; name: string }
  | { kind: 'size'; name: string; size: number }
  | { kind: 'empty'; name: string }
  | { kind: 'count'; name: string; max: number };

export interface UploadCheck<F extends UploadCandidate> {
  accepted: F[];
  refused: { file: F; problem: UploadProblem }[];
}

/** The `accept` attribute for a file input that offers only what the rules allow. */
export const UPLOAD_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

const EXTENSIONS: Readonly<Record<string, UploadType>> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/**
 * The allowed type a file claims: its MIME type when the browser gives one, else its extension
 * (some systems hand over files with an empty type). Null for anything else.
 */
export function uploadType(file: Pick<UploadCandidate, 'name' | 'type'>): UploadType | null {
  const raw = file.type.trim().toLowerCase();
  if (raw) {
    const type = raw === 'image/jpg' || raw === 'image/pjpeg' ? 'image/jpeg' : raw;
    return (UPLOAD_TYPES as readonly string[]).includes(type) ? (type as UploadType) : null;
  }
  const ext = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase();
  return ext ? (EXTENSIONS[ext] ?? null) : null;
}

/** The problem with one file on its own, or null when type and size are fine. */
export function checkUpload(file: UploadCandidate): UploadProblem | null {
  if (!uploadType(file)) return { kind: 'type', name: file.name };
  if (file.size <= 0) return { kind: 'empty', name: file.name };
  if (file.size > UPLOAD_MAX_BYTES) return { kind: 'size', name: file.name, size: file.size };
  return null;
}

/**
 * Sorts newly picked files into accepted and refused, given how many are already chosen. Files
 * are taken in order; a good file beyond the limit of 3 is refused with `count`.
 */
export function checkUploads<F extends UploadCandidate>(files: readonly F[], alreadyChosen = 0): UploadCheck<F> {
  const accepted: F[] = [];
  const refused: UploadCheck<F>['refused'] = [];
  for (const file of files) {
    const problem = checkUpload(file);
    if (problem) refused.push({ file, problem });
    else if (alreadyChosen + accepted.length >= UPLOAD_MAX_FILES) refused.push({ file, problem: { kind: 'count', name: file.name, max: UPLOAD_MAX_FILES } });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The type a file's first bytes show (PNG or JPEG signature), or null. Eight bytes are enough. */
export function sniffImageType(bytes: Uint8Array): UploadType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Decoded size in bytes of a base64 data URL's payload (what the platform checks against 5 MB). */
export function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const payload = comma < 0 ? '' : dataUrl.slice(comma + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((payload.length * 3) / 4) - padding);
}

/** The i18n key that explains a refusal (values from `uploadProblemValues`). */
export function uploadProblemKey(problem: UploadProblem): string {
  return `upload.error.${problem.kind}`;
}

export function uploadProblemValues(problem: UploadProblem): Record<string, string | number> {
  return { name: problem.name, max: UPLOAD_MAX_FILES, mb: Math.round(UPLOAD_MAX_BYTES / (1024 * 1024)) };
}

export type CommentProblem = 'required' | 'too_long';

/** A comment of at most 140 characters (UTF-16 units, as the input's maxLength counts them). */
export function checkComment(text: string, options: { required?: boolean } = {}): CommentProblem | null {
  if (options.required && text.trim() === '') return 'required';
  if (text.length > COMMENT_MAX_LENGTH) return 'too_long';
  return null;
}
