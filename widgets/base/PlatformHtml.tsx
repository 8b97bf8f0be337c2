/**
 * The platform's HTML in an element (help, notices, messages, promotions, the popup): one
 * container for all of them, so it flows the same everywhere (long words and links wrap,
 * pictures fit the width, paragraphs keep one spacing) and reads in its own direction.
 *
 *   <PlatformHtml className="content" html={sanitizer.sanitizeHtml(item.content)} onClick={sanitizer.onContentClick(host)} />
 *
 * The element adds `platformHtmlStyles` (platform-html.styles.ts) to its styles; its own class sets
 * colour, size and room.
 */
import type { HTMLAttributes } from 'react';
import type { Sanitizer } from './sanitizer.ts';

export interface PlatformHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'dir' | 'children'> {
  /** Markup that went through the sanitiser (sanitizeHtml), never the platform's own string. */
  html: ReturnType<Sanitizer['sanitizeHtml']>;
}

export function PlatformHtml({ html, className, ...rest }: PlatformHtmlProps) {
  return (
    <div
      part="content"
      {...rest}
      className={className ? `platform-html ${className}` : 'platform-html'}
      dir="auto"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: html is typed as the sanitiser's output (DOMPurify, widgets/base/sanitize.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
