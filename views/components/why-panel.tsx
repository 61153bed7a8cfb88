import type { ReactNode } from 'react';

/** "Why this reading": how a daily text was made, behind a disclosure that opens without JavaScript. */
export function WhyPanel({ title = 'Why this reading', children, open = false }: { title?: string; children: ReactNode; open?: boolean }) {
  return (
    <details className="why-panel" open={open}>
      <summary>
        <span className="why-panel-icon" aria-hidden="true">
          ✦
        </span>
        {title}
      </summary>
      <div className="why-panel-body">{children}</div>
    </details>
  );
}
