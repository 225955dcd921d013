import type { ReactNode } from 'react';
import type { PageProps } from '../pages/types.ts';

export function Layout({ children }: PageProps & { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
