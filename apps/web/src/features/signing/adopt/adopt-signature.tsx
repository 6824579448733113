import '@fontsource/dancing-script/400.css';
import { Box, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdoption } from './adoption.ts';
import { DrawPad } from './draw-pad.tsx';
import { SCRIPT_FONT } from './typed-signature.ts';

type TProps = { value: TAdoption; onChange: (value: TAdoption) => void };

/** The signer adopts a signature: typed (shown as it will look) or drawn, with their initials. */
export function AdoptSignature({ value, onChange }: TProps) {
  const { t } = useTranslation();
  const { initials } = value;
  const onDrawn = useCallback(
    (drawn: string | null) => onChange({ mode: 'draw', drawn, initials }),
    [onChange, initials],
  );

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('signing.adopt.how')}
        value={value.mode}
        onChange={(mode) =>
          onChange(mode === 'draw' ? { mode: 'draw', drawn: null, initials } : { mode: 'type', name: '', initials })
        }
        data={[
          { value: 'type', label: t('signing.adopt.type') },
          { value: 'draw', label: t('signing.adopt.draw') },
        ]}
      />
      {value.mode === 'type' ? (
        <>
          <TextInput
            label={t('signing.adopt.name')}
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
            maxLength={80}
          />
          <Box
            aria-label={t('signing.adopt.preview')}
            role="img"
            style={{
              fontFamily: SCRIPT_FONT,
              fontSize: 40,
              minHeight: 64,
              borderBottom: '1px solid var(--mantine-color-gray-5)',
            }}
          >
            {value.name}
          </Box>
        </>
      ) : (
        <DrawPad onChange={onDrawn} />
      )}
      <TextInput
        label={t('signing.adopt.initials')}
        value={initials}
        onChange={(e) => onChange({ ...value, initials: e.currentTarget.value })}
        maxLength={4}
        styles={{ input: { fontFamily: SCRIPT_FONT, fontSize: 22 } }}
      />
      <Text size="xs" c="dimmed">
        {t('signing.adopt.legal')}
      </Text>
    </Stack>
  );
}
