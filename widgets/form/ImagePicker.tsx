/**
 * Up to 3 png or jpg images of at most 5 MB each (core/rules/uploads.ts), checked the moment they
 * are picked: a file of another kind (also one renamed to .png), a bigger one or a fourth one is
 * refused with a message saying which and why, and never leaves the device. Picked images show
 * as thumbnails with a remove button; the value holds them as data URLs, ready to send.
 * Promotion applications use it; feedback and the profile's ID pictures can too.
 *
 * @csspart images - the picked images with their thumbnails
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../core/rules/constants.ts';
import {
  UPLOAD_ACCEPT,
  checkUploads,
  sniffImageType,
  uploadProblemKey,
  uploadProblemValues,
  type UploadProblem,
  type UploadType,
} from '../../core/rules/uploads.ts';
import { useT } from '../base/i18n.ts';

export interface PickedImage {
  id: string;
  name: string;
  type: UploadType;
  size: number;
  /** `data:image/png;base64,…` with the type the file's bytes show. */
  dataUrl: string;
}

export interface ImagePickerProps {
  id?: string;
  label: string;
  images: readonly PickedImage[];
  onChange: (images: PickedImage[]) => void;
  disabled?: boolean;
}

let counter = 0;

function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Checks picked files against the rules and their bytes; reads the good ones. */
export async function readPickedImages(files: readonly File[], alreadyChosen: number): Promise<{ images: PickedImage[]; problems: UploadProblem[] }> {
  const { accepted, refused } = checkUploads(files, alreadyChosen);
  const problems: UploadProblem[] = refused.map((r) => r.problem);
  const images: PickedImage[] = [];
  for (const file of accepted) {
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    const type = sniffImageType(head);
    if (!type) {
      problems.push({ kind: 'type', name: file.name });
      continue;
    }
    const read = await readDataUrl(file);
    images.push({ id: `img-${++counter}`, name: file.name, type, size: file.size, dataUrl: `data:${type};base64,${read.slice(read.indexOf(',') + 1)}` });
  }
  return { images, problems };
}

export function ImagePicker({ id, label, images, onChange, disabled }: ImagePickerProps) {
  const { t } = useT();
  const autoId = useId();
  const inputId = id ?? `images-${autoId}`;
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const [reading, setReading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const imagesRef = useRef(images);
  imagesRef.current = images;
  const full = images.length >= UPLOAD_MAX_FILES;

  const handleChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.currentTarget.files ?? [])];
    e.currentTarget.value = ''; // the same file can be picked again after a removal
    if (files.length === 0) return;
    setReading(true);
    try {
      const picked = await readPickedImages(files, imagesRef.current.length);
      setProblems(picked.problems);
      if (picked.images.length) onChange([...imagesRef.current, ...picked.images]);
    } finally {
      setReading(false);
    }
  };

  const remove = (image: PickedImage) => {
    setProblems([]);
    onChange(images.filter((i) => i.id !== image.id));
    input.current?.focus();
  };

  return (
    <div className="field images-field" part="images">
      <span className="label" id={`${inputId}-label`}>
        {label}
      </span>
      <p className="muted" id={`${inputId}-rules`}>
        {t('upload.rules', { max: UPLOAD_MAX_FILES, mb: UPLOAD_MAX_BYTES / (1024 * 1024) })}
      </p>
      <ul className="thumbs" aria-labelledby={`${inputId}-label`}>
        {images.map((image) => (
          <li key={image.id} className="thumb">
            <img src={image.dataUrl} width={72} height={72} alt={image.name} />
            <button
              type="button"
              className="thumb-remove"
              onClick={() => remove(image)}
              aria-label={t('upload.remove', { name: image.name })}
              disabled={disabled}
            >
              ×
            </button>
          </li>
        ))}
        {!full && (
          <li className="thumb">
            <input
              ref={input}
              id={inputId}
              className="file-input"
              type="file"
              accept={UPLOAD_ACCEPT}
              multiple
              disabled={disabled || reading}
              onChange={(e) => void handleChange(e)}
              aria-describedby={`${inputId}-rules${problems.length ? ` ${inputId}-problems` : ''}`}
            />
            <label htmlFor={inputId} className="thumb-add" aria-busy={reading}>
              {reading ? <span className="spinner" aria-hidden="true" /> : <span aria-hidden="true">+</span>}
              <span className="thumb-add-text">{t('upload.add')}</span>
            </label>
          </li>
        )}
      </ul>
      <p className="muted count" aria-live="polite">
        {t('upload.count', { count: images.length, max: UPLOAD_MAX_FILES })}
      </p>
      {problems.length > 0 && (
        <ul className="problems" id={`${inputId}-problems`} role="alert">
          {problems.map((p, i) => (
            <li key={i} className="error">
              {t(uploadProblemKey(p), uploadProblemValues(p))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
