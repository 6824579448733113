import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampCrop, MIN_KEPT, type TCrop } from './scan-pages.ts';

const EDGES = ['top', 'bottom', 'left', 'right'] as const;

type TProps = { number: number; crop: TCrop; onChange: (crop: TCrop) => void; onDone: () => void };

/**
 * The crop of one page: how much to cut from each edge, in percent of the photo. Sliders, so a keyboard
 * (arrows, Page Up/Down) and a thumb work alike; the page's picture in the list follows each change.
 */
export function CropPanel({ number, crop, onChange, onDone }: TProps) {
  const { t } = useTranslation();
  const max = Math.round((1 - MIN_KEPT) * 100);
  // The sliders move freely; the page is redrawn when one is let go (a redraw decodes the whole photo).
  const [shown, setShown] = useState(crop);
  const commit = (next: TCrop) => {
    const kept = clampCrop(next);
    setShown(kept);
    onChange(kept);
  };
  return (
    <Stack gap="xs" data-testid="crop-panel">
      <Text fw={500}>{t('uploads.scan.cropTitle', { number })}</Text>
      {EDGES.map((edge) => (
        <Stack key={edge} gap={2}>
          <Text size="sm" id={`crop-${edge}`}>
            {t(`uploads.scan.edge.${edge}`)}
          </Text>
          <Slider
            aria-labelledby={`crop-${edge}`}
            min={0}
            max={max}
            step={1}
            label={(value) => `${value} %`}
            value={Math.round(shown[edge] * 100)}
            onChange={(value) => setShown(clampCrop({ ...shown, [edge]: value / 100 }))}
            onChangeEnd={(value) => commit({ ...shown, [edge]: value / 100 })}
          />
        </Stack>
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => commit({ left: 0, top: 0, right: 0, bottom: 0 })}>
          {t('uploads.scan.cropReset')}
        </Button>
        <Button onClick={onDone}>{t('uploads.scan.cropDone')}</Button>
      </Group>
    </Stack>
  );
}
