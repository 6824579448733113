import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/**
 * A step of a sign-in that most visits to the login page never reach (the second step, "e-mail me a sign-in
 * link"): loaded apart from the login page's first download (its budget, build/login-budget.ts), started as the
 * user heads for it, and shown with a loader if it has not arrived yet.
 */
export function LaterStep({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" aria-hidden />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
