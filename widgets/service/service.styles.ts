import { css } from '../base/css.ts';

export const serviceStyles = css`
  .page {
    display: flex;
    flex-direction: column;
    gap: 14px;
    padding: 16px;
  }
  .intro h2 {
    margin: 0 0 4px;
    font-size: 20px;
  }
  .intro p {
    margin: 0;
    color: var(--_muted);
  }
  .list {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .channel {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 60px;
    padding: 10px 14px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
    color: var(--_text);
    text-decoration: none;
  }
  .channel.primary {
    background: linear-gradient(135deg, var(--_surface-2), var(--_surface));
    border: 1px solid var(--_primary);
  }
  .channel-icon {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: var(--_surface-2);
    color: var(--_primary);
  }
  .channel-text {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-width: 0;
  }
  .channel-name {
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .channel-note {
    color: var(--_primary);
    font-size: var(--_text-xs);
  }
  .channel-go {
    color: var(--_muted);
    font-size: var(--_text-s);
  }
  .help {
    margin-top: 4px;
  }
`;
