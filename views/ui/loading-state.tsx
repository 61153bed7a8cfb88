/**
 * Something is on its way: a spinner (or skeleton lines standing in for text) with role="status"
 * and a visually hidden label for screen readers. Motion stops under prefers-reduced-motion.
 * Server views and islands both use it.
 */
export function LoadingState({ label = 'Loading…', variant = 'spinner', lines = 3 }: { label?: string; variant?: 'spinner' | 'skeleton'; lines?: number }) {
  return (
    <div className={`loading-state loading-state-${variant}`} role="status">
      {variant === 'spinner' ? (
        <span className="spinner" aria-hidden="true" />
      ) : (
        <span className="skeleton" aria-hidden="true">
          {Array.from({ length: lines }, (_, index) => (
            <span key={index} className="skeleton-line" />
          ))}
        </span>
      )}
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
