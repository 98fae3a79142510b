import type { ReactNode } from 'react';

const COLUMNS = {
  /** Full page width: up to three cards a row. */
  page: 'sm:grid-cols-2 lg:grid-cols-3',
  /** Beside a sidebar: three a row only on wide screens. */
  beside: 'sm:grid-cols-2 xl:grid-cols-3',
} as const;

export function CardGrid({
  children,
  label,
  columns = 'page',
}: {
  children: ReactNode;
  label: string;
  columns?: keyof typeof COLUMNS;
}) {
  return (
    <ul aria-label={label} className={`grid gap-6 ${COLUMNS[columns]}`}>
      {children}
    </ul>
  );
}
