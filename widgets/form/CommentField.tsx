/**
 * A comment of at most 140 characters (§5) with a live count.
 *
 * @csspart comment - the comment field with its character count
 */
import { COMMENT_MAX_LENGTH } from '../../core/rules/constants.ts';
import { useT } from '../base/i18n.ts';

export interface CommentFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string | false;
  disabled?: boolean;
}

export function CommentField({ id, label, value, onChange, placeholder, error, disabled }: CommentFieldProps) {
  const { t } = useT();
  return (
    <div className="field" part="comment">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value.slice(0, COMMENT_MAX_LENGTH))}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <p className="muted counter" id={`${id}-count`}>
        {t('upload.commentCount', { count: value.length, max: COMMENT_MAX_LENGTH })}
      </p>
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
