import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';

type TProps = { onChange: (png: string | null) => void };

/** A signature drawn with a finger, a pen or the mouse (signature_pad), reported as a PNG after each stroke. */
export function DrawPad({ onChange }: TProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas?.getContext('2d')) return;
    // The canvas holds device pixels; sized to its box once, a drawn line lands under the finger.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#0b1f4d' });
    padRef.current = pad;
    const report = () => onChange(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', report);
    return () => {
      pad.removeEventListener('endStroke', report);
      pad.off();
    };
  }, [onChange]);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <Stack gap={4}>
      <canvas
        ref={canvasRef}
        aria-label={t('signing.adopt.drawArea')}
        role="img"
        style={{
          width: '100%',
          height: 150,
          border: '1px dashed var(--mantine-color-gray-5)',
          borderRadius: 4,
          touchAction: 'none',
          background: 'white',
        }}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {t('signing.adopt.drawHint')}
        </Text>
        <Button size="xs" variant="subtle" onClick={clear}>
          {t('signing.adopt.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
