import type { ReactNode } from 'react';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { RefusalPage } from '../../components/screen-access/refusal-page.tsx';
import { useScreenRefusal } from '../../components/screen-access/use-screen-refusal.ts';

/** The screen, or only its refusal (the route's `access`, checked here once for every screen). */
export function ScreenGuard({ children }: { children: ReactNode }) {
  const { refusal, pending } = useScreenRefusal();
  if (pending) return <FullPageLoader />;
  return refusal ? <RefusalPage key={refusal} refusal={refusal} /> : children;
}
