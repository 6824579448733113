import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { OtpForm } from '../components/otp-form.tsx';

/** Spec §2 OTP validation: /otp/validation?username=<e-mail>; `sent=1` when registration just sent a code. */
export function OtpValidationRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();

  return (
    <PublicLayout title={t('registration.otp.title')} subtitle={t('registration.otp.subtitle')}>
      <OtpForm email={searchParams.get('username') ?? ''} codeSent={searchParams.get('sent') === '1'} />
    </PublicLayout>
  );
}
