import { lazy, type ComponentProps } from 'react';
import { LaterStep } from './later-step.tsx';

const loadSecondFactorForm = () => import('./second-factor-form.tsx');
const SecondFactorForm = lazy(async () => ({ default: (await loadSecondFactorForm()).SecondFactorForm }));

/** Starts downloading the second step (call it as the password or code is sent). */
export const preloadSecondFactorStep = () => void loadSecondFactorForm();

/** The second step of a sign-in (SecondFactorForm), loaded when first needed. */
export const SecondFactorStep = (props: ComponentProps<typeof SecondFactorForm>) => (
  <LaterStep>
    <SecondFactorForm {...props} />
  </LaterStep>
);
