import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

/**
 * Steps of a sign-in that most visits to the login page never reach: the second step, and "e-mail me a sign-in
 * link". They are not in the login page's first download (its budget, build/login-budget.ts); each starts
 * downloading as the user heads for it (the password sent, the pointer or focus on the button) and is shown
 * with a loader if it has not arrived yet.
 */
const loadSecondFactorForm = () => import('./second-factor-form.tsx');
const loadEmailLinkForm = () => import('./email-link-form.tsx');
const SecondFactorForm = lazy(async () => ({ default: (await loadSecondFactorForm()).SecondFactorForm }));
const EmailLinkForm = lazy(async () => ({ default: (await loadEmailLinkForm()).EmailLinkForm }));

export const preloadSecondFactorStep = () => void loadSecondFactorForm();
export const preloadEmailLinkStep = () => void loadEmailLinkForm();

function Later({ children }: { children: ReactNode }) {
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

/** The second step of a sign-in (SecondFactorForm). */
export const SecondFactorStep = (props: ComponentProps<typeof SecondFactorForm>) => (
  <Later>
    <SecondFactorForm {...props} />
  </Later>
);

/** "E-mail me a sign-in link" (EmailLinkForm), then its code. */
export const EmailLinkStep = (props: ComponentProps<typeof EmailLinkForm>) => (
  <Later>
    <EmailLinkForm {...props} />
  </Later>
);
