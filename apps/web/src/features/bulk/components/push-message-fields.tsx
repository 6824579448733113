import { PUSH_BODY_MAX } from '@ledgerport/contract';
import { Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type TPushMessage = { subject: string; body: string };
export type TPushMessageErrors = Partial<Record<keyof TPushMessage, string>>;

/** Spec §5: subject and body required, the body at most 160 characters (one text message). */
export function pushMessageErrors({ subject, body }: TPushMessage): TPushMessageErrors {
  const errors: TPushMessageErrors = {};
  if (!subject.trim()) errors.subject = 'errors.rules.pushSubjectRequired';
  if (!body.trim()) errors.body = 'errors.rules.pushBodyRequired';
  else if (body.trim().length > PUSH_BODY_MAX) errors.body = 'errors.rules.pushBodyTooLong';
  return errors;
}

type TPushMessageFieldsProps = {
  value: TPushMessage;
  onChange: (value: TPushMessage) => void;
  /** Translation keys, or texts the server gave. */
  errors: TPushMessageErrors;
  disabled: boolean;
};

/** Email Subject and Email Body of a push notification, with a live count of the body's characters. */
export function PushMessageFields({ value, onChange, errors, disabled }: TPushMessageFieldsProps) {
  const { t, i18n } = useTranslation();
  const shown = (error?: string) => (error && i18n.exists(error) ? t(error) : error);
  const length = value.body.trim().length;
  return (
    <>
      <TextInput
        label={t('bulk.push.subject')}
        value={value.subject}
        onChange={(event) => onChange({ ...value, subject: event.currentTarget.value })}
        error={shown(errors.subject)}
        disabled={disabled}
        required
        maxLength={200}
      />
      <Textarea
        label={t('bulk.push.body')}
        value={value.body}
        onChange={(event) => onChange({ ...value, body: event.currentTarget.value })}
        error={shown(errors.body)}
        disabled={disabled}
        required
        autosize
        minRows={3}
        description={
          <Text component="span" size="xs" c={length > PUSH_BODY_MAX ? 'red' : 'dimmed'} aria-live="polite">
            {t('bulk.push.counter', { count: length, max: PUSH_BODY_MAX })}
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </>
  );
}
