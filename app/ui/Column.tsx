import type { ReactNode } from 'react';

/**
 * The central column: 570px wide, the window's width below that, never under 350px
 * (COLUMN_MAX_WIDTH and COLUMN_MIN_WIDTH in theme.ts). Plain CSS (app/ui/plain.css), so the
 * sign-in and error pages that use it load no MUI.
 */
export function Column({ children }: { children: ReactNode }) {
  return (
    <main data-testid="column" className="plain-column">
      {children}
    </main>
  );
}
