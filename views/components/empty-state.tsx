import type { ReactNode } from 'react';

/** What a list or page shows when it has nothing yet: a short title, a sentence, and the way forward. */
export function EmptyState({ title, children, action, art, level = 2 }: { title: string; children?: ReactNode; action?: ReactNode; art?: ReactNode; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      {art && <div className="empty-state-art">{art}</div>}
      <Heading className="empty-state-title">{title}</Heading>
      {children && <div className="empty-state-body">{children}</div>}
      {action && <div className="empty-state-action">{action}</div>}
    </div>
  );
}
