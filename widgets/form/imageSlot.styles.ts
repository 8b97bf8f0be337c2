import { css } from '../base/css.ts';

/** One-picture slots (widgets/form/ImageSlot.tsx); pair with uploadStyles for the hidden file input. */
export const imageSlotStyles = css`
  .image-slot {
    position: relative;
    display: grid;
    /* minmax(0, …): the pick button's label wraps in its column on a narrow phone (Russian,
       320 px; .btn in base.styles.ts) instead of widening the slot past the screen. */
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'label label' 'preview pick' 'preview rules' 'error error';
    gap: 6px 12px;
    align-items: center;
    padding: 12px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
  }
  .slot-label {
    grid-area: label;
    font-size: var(--_text-m);
    font-weight: 600;
  }
  .slot-preview {
    grid-area: preview;
    display: flex;
    align-items: center;
    justify-content: center;
    overflow: hidden;
    border: 1px dashed var(--_muted);
    border-radius: var(--_radius);
    color: var(--_muted);
  }
  .image-slot.filled .slot-preview {
    border-style: solid;
    border-color: var(--_success);
  }
  .slot-preview img {
    display: block;
    object-fit: cover;
  }
  .slot-pick {
    grid-area: pick;
    justify-self: start;
    cursor: pointer;
  }
  .file-input:focus-visible + .slot-pick {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .file-input:disabled + .slot-pick {
    opacity: 0.55;
    cursor: default;
  }
  .slot-rules {
    grid-area: rules;
    margin: 0;
    font-size: var(--_text-xs);
  }
  .image-slot .error {
    grid-area: error;
    margin: 0;
  }
`;
