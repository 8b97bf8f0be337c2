/**
 * The comment and pictures part of a form (§5): feedback, a promotion application. One state for
 * both fields, the comment check with its message, and the two fields themselves; the form
 * around them keeps its own title, call and texts.
 */
import { useState } from 'react';
import { checkComment } from '../../core/rules/uploads.ts';
import { CommentField } from './CommentField.tsx';
import { ImagePicker, type PickedImage } from './ImagePicker.tsx';
import { useT } from '../base/i18n.ts';

export interface CommentImages {
  comment: string;
  images: readonly PickedImage[];
  /** Checks the comment (§5); on a problem shows it, moves the focus to the field in `form` and says false. */
  check(form: HTMLFormElement | null): boolean;
  /** What a call sends: the trimmed comment, and the pictures only when there are any. */
  payload(): { comment: string; images?: string[] };
  clear(): void;
  field: {
    comment: string;
    setComment: (value: string) => void;
    images: PickedImage[];
    setImages: (images: PickedImage[]) => void;
    error: string | null;
  };
}

export function useCommentImages(id: string, { required = false }: { required?: boolean } = {}): CommentImages {
  const { t } = useT();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  return {
    comment,
    images,
    check(form) {
      const problem = checkComment(comment, { required });
      setError(problem ? t(`upload.comment.${problem}`) : null);
      if (problem) form?.querySelector<HTMLTextAreaElement>(`#${id}-comment`)?.focus();
      return !problem;
    },
    payload: () => ({ comment: comment.trim(), ...(images.length ? { images: images.map((i) => i.dataUrl) } : {}) }),
    clear() {
      setComment('');
      setImages([]);
    },
    field: {
      comment,
      setComment: (value) => {
        setComment(value);
        if (error) setError(null);
      },
      images,
      setImages,
      error,
    },
  };
}

export interface CommentImagesFieldsProps {
  /** Prefix of the fields' ids (`fb` → `fb-comment`, `fb-images`): the same one useCommentImages got. */
  id: string;
  state: CommentImages;
  commentLabel: string;
  commentHint: string;
  imagesLabel: string;
  disabled: boolean;
}

export function CommentImagesFields({ id, state, commentLabel, commentHint, imagesLabel, disabled }: CommentImagesFieldsProps) {
  const { field } = state;
  return (
    <>
      <CommentField
        id={`${id}-comment`}
        label={commentLabel}
        value={field.comment}
        onChange={field.setComment}
        placeholder={commentHint}
        error={field.error ?? false}
        disabled={disabled}
      />
      <ImagePicker id={`${id}-images`} label={imagesLabel} images={field.images} onChange={field.setImages} disabled={disabled} />
    </>
  );
}
