import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

const loadSecondFactorForm = () => import('./second-factor-form.tsx');
const SecondFactorForm = lazy(async () => ({ default: (await loadSecondFactorForm()).SecondFactorForm }));

/**
 * Starts downloading the second step while the first one is checked (call it as the password or code is sent):
 * most sign-ins never need it, so the login page's first download does not carry it (its budget,
 * build/login-budget.ts), and it arrives with the server's answer for those that do.
 */
export const preloadSecondFactorStep = () => void loadSecondFactorForm();

/** The second step of a sign-in (SecondFactorForm), loaded when first needed. */
export function SecondFactorStep(props: ComponentProps<typeof SecondFactorForm>) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" aria-hidden />
        </Center>
      }
    >
      <SecondFactorForm {...props} />
    </Suspense>
  );
}
