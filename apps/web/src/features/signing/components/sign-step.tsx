import type { TSignerEnvelope } from '@ledgerport/contract';
import { Alert, Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { AdoptSignature } from '../adopt/adopt-signature.tsx';
import { adoptedImages, isAdopted, type TAdoption } from '../adopt/adoption.ts';
import { initialsOf } from '../adopt/typed-signature.ts';
import { useDeclineAsSigner } from '../api/decline-as-signer.ts';
import { documentQueryOptions } from '../api/get-document.ts';
import { useSignAsSigner } from '../api/sign-as-signer.ts';
import { signerAuth, signerPath, type TSignerAccess } from '../api/signing-keys.ts';
import { PdfDocument } from '../pdf/pdf-document.tsx';
import { initialValues, isMissing, type TFieldValues } from './field-values.ts';
import { OwnFieldInputs } from './own-field-inputs.tsx';
import { OwnFieldsOverlay } from './own-fields-overlay.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

type TProps = { access: TSignerAccess; envelope: TSignerEnvelope; canSign: boolean };

/** The document with the signer's fields, what they fill, the adopted signature, and Sign or Decline. */
export function SignStep({ access, envelope, canSign }: TProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const document = useQuery(documentQueryOptions(signerPath(access), signerAuth(access)));
  const [values, setValues] = useState<TFieldValues>(() => initialValues(envelope.fields, envelope.me.name));
  const [adoption, setAdoption] = useState<TAdoption>({
    mode: 'type',
    name: envelope.me.name,
    initials: initialsOf(envelope.me.name),
  });
  const [declining, setDeclining] = useState(false);
  const [drawing, setDrawing] = useState<unknown>(null);
  const sign = useSignAsSigner(access);
  const decline = useDeclineAsSigner(access);
  const needsImages = envelope.fields.some((f) => f.kind === 'signature' || f.kind === 'initials');
  const missing = envelope.fields.filter((f) => isMissing(f, values)).length;
  const ready = canSign && missing === 0 && (!needsImages || isAdopted(adoption));

  const submit = async () => {
    setDrawing(null);
    try {
      const images = needsImages ? await adoptedImages(adoption) : {};
      sign.mutate({ values, ...images });
    } catch (error) {
      setDrawing(error);
    }
  };

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <PdfDocument
          pages={envelope.pages}
          bytes={document.data}
          renderOverlay={(pageNumber, scale) => (
            <OwnFieldsOverlay fields={envelope.fields} pageNumber={pageNumber} scale={scale} values={values} />
          )}
        />
        {document.isError && <Alert color="red">{errorText(document.error)}</Alert>}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('signing.sign.yourFields', { count: envelope.fields.length })}
            </Title>
            <OwnFieldInputs fields={envelope.fields} values={values} onChange={setValues} />
            {needsImages && <AdoptSignature value={adoption} onChange={setAdoption} />}
            {(sign.error ?? drawing) != null && (
              <Alert color="red" variant="light">
                {errorText(sign.error ?? drawing)}
              </Alert>
            )}
            {missing > 0 && canSign && (
              <Alert color="orange" variant="light">
                {t('signing.sign.missing', { count: missing })}
              </Alert>
            )}
            <Group gap="sm">
              <Button disabled={!ready} loading={sign.isPending} onClick={() => void submit()}>
                {t('signing.sign.submit')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => setDeclining(true)}>
                {t('signing.sign.decline')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
      <ReasonDialog
        title={declining ? t('signing.decline.title', { title: envelope.title }) : null}
        label={t('signing.decline.reason')}
        confirmLabel={t('signing.decline.confirm')}
        pending={decline.isPending}
        error={decline.error}
        onClose={() => setDeclining(false)}
        onConfirm={(reason) => decline.mutate(reason, { onSuccess: () => setDeclining(false) })}
      />
    </Grid>
  );
}
