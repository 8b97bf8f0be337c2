/**
 * One picture to send (an ID side, a selfie, a head icon): png or jpg of at most 5 MB, checked
 * the moment it is picked by the same rules and messages as ImagePicker (core/rules/uploads.ts,
 * type by the file's own bytes too), so a refused file never leaves the device. Shows a preview
 * once picked; picking again replaces it.
 *
 * @csspart image-slot - one picture to send, with its preview
 */
import { useId, useState, type ChangeEvent } from 'react';
import { UPLOAD_MAX_BYTES } from '../../core/rules/constants.ts';
import { UPLOAD_ACCEPT, uploadProblemKey, uploadProblemValues, type UploadProblem } from '../../core/rules/uploads.ts';
import { readPickedImages, type PickedImage } from './ImagePicker.tsx';
import { useT } from '../base/i18n.ts';

export interface ImageSlotProps {
  /** Names the slot in the markup (`data-slot`) and in the input's id. */
  name: string;
  label: string;
  hint?: string;
  image: PickedImage | null;
  onChange: (image: PickedImage) => void;
  disabled?: boolean;
  /** Preview size in CSS pixels. */
  size?: number;
}

/** Reads the first of the picked files; a refusal comes back as the problem to show. */
export async function pickOneImage(files: readonly File[]): Promise<{ image?: PickedImage; problem?: UploadProblem }> {
  const { images, problems } = await readPickedImages(files.slice(0, 1), 0);
  return images[0] ? { image: images[0] } : { problem: problems[0] };
}

export function ImageSlot({ name, label, hint, image, onChange, disabled, size = 96 }: ImageSlotProps) {
  const { t } = useT();
  const id = `slot-${name}-${useId().replace(/:/g, '')}`;
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [reading, setReading] = useState(false);

  const handleChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.currentTarget.files ?? [])];
    e.currentTarget.value = ''; // the same file can be picked again
    if (files.length === 0) return;
    setReading(true);
    try {
      const picked = await pickOneImage(files);
      setProblem(picked.problem ?? null);
      if (picked.image) onChange(picked.image);
    } finally {
      setReading(false);
    }
  };

  const describedBy = [`${id}-rules`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className={image ? 'image-slot filled' : 'image-slot'} part="image-slot" data-slot={name}>
      <span className="slot-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="slot-preview" style={{ width: `${size}px`, height: `${size}px` }}>
        {image ? (
          <img src={image.dataUrl} width={size} height={size} alt={t('upload.preview', { name: label })} />
        ) : (
          <svg viewBox="0 0 24 24" width={32} height={32} aria-hidden="true">
            <path
              d="M4 7h3l2-2h6l2 2h3v12H4zM12 16a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        )}
      </div>
      <input
        id={id}
        className="file-input"
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={disabled || reading}
        onChange={(e) => void handleChange(e)}
        aria-labelledby={`${id}-label ${id}-action`}
        aria-describedby={describedBy}
      />
      <label htmlFor={id} className="btn btn-outline slot-pick" id={`${id}-action`} aria-busy={reading}>
        {reading && <span className="spinner" aria-hidden="true" />}
        {image ? t('upload.replace') : t('upload.choose')}
      </label>
      <p className="muted slot-rules" id={`${id}-rules`}>
        {hint ? `${hint} ` : ''}
        {t('upload.rules.one', { mb: UPLOAD_MAX_BYTES / (1024 * 1024) })}
      </p>
      {problem && (
        <p className="error" id={`${id}-problem`} role="alert">
          {t(uploadProblemKey(problem), uploadProblemValues(problem))}
        </p>
      )}
    </div>
  );
}
