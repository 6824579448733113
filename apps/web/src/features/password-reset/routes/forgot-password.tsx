import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

/** Spec §2 Forgot password: asks for a reset link by e-mail. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t('passwordReset.forgotTitle')} subtitle={t('passwordReset.forgotSubtitle')}>
      <ForgotPasswordForm />
    </PublicLayout>
  );
}
