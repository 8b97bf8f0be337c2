import { css } from '../base/css.ts';

/** The image picker and comment field (widgets/form/ImagePicker.tsx, CommentField.tsx). */
export const uploadStyles = css`
  .images-field .label {
    font-size: var(--_text-s);
    color: var(--_muted);
  }
  .thumbs {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .thumb {
    position: relative;
    width: 72px;
    height: 72px;
  }
  .thumb img {
    display: block;
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: var(--_radius);
    background: var(--_surface-2);
  }
  .thumb-remove {
    position: absolute;
    top: -6px;
    inset-inline-end: -6px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: var(--_danger-fill);
    color: var(--_on-danger);
    font-size: 16px;
    line-height: 1;
  }
  .file-input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    overflow: hidden;
  }
  .thumb-add {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    width: 72px;
    height: 72px;
    border: 1px dashed var(--_muted);
    border-radius: var(--_radius);
    color: var(--_muted);
    font-size: var(--_text-xl);
    cursor: pointer;
  }
  .thumb-add-text {
    padding: 0 4px;
    font-size: 10px;
    line-height: 1.2;
    text-align: center;
  }
  .file-input:focus-visible + .thumb-add {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .file-input:disabled + .thumb-add {
    opacity: 0.55;
    cursor: default;
  }
  .problems {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .counter {
    margin: 0;
    text-align: end;
  }
  .count {
    margin: 0;
  }
`;
