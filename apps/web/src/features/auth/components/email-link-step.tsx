import { lazy, type ComponentProps } from 'react';
import { LaterStep } from './later-step.tsx';

const loadEmailLinkForm = () => import('./email-link-form.tsx');
const EmailLinkForm = lazy(async () => ({ default: (await loadEmailLinkForm()).EmailLinkForm }));

/** Starts downloading "e-mail me a sign-in link" (call it when the pointer or focus reaches its button). */
export const preloadEmailLinkStep = () => void loadEmailLinkForm();

/** "E-mail me a sign-in link" (EmailLinkForm), then its code; loaded when first needed. */
export const EmailLinkStep = (props: ComponentProps<typeof EmailLinkForm>) => (
  <LaterStep>
    <EmailLinkForm {...props} />
  </LaterStep>
);
