import { ActionIcon, Card, Group, Image, Loader, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCrop, IconRotateClockwise, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TScanPage } from './scan-pages.ts';
import { pageThumbnail } from './scan-to-pdf.ts';

type TProps = {
  page: TScanPage;
  number: number;
  count: number;
  cropping: boolean;
  onMove: (delta: number) => void;
  onRotate: () => void;
  onCrop: () => void;
  onRemove: () => void;
};

/** One page of a scan: as it will be in the PDF, with its moves, rotation, crop and removal (all by keyboard). */
export function ScanPageCard({ page, number, count, cropping, onMove, onRotate, onCrop, onRemove }: TProps) {
  const { t } = useTranslation();
  const thumbnail = usePageThumbnail(page);
  const action = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="default" aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Card
      withBorder
      padding="xs"
      radius="md"
      data-testid="scan-page"
      bd={cropping ? '2px solid var(--mantine-color-blue-6)' : undefined}
    >
      <Card.Section>
        {thumbnail ? (
          <Image src={thumbnail} alt={t('uploads.scan.pageAlt', { number })} h={160} fit="contain" bg="gray.1" />
        ) : (
          <Group h={160} justify="center">
            <Loader size="sm" />
          </Group>
        )}
      </Card.Section>
      <Text size="sm" fw={500} mt="xs">
        {t('uploads.scan.page', { number, count })}
      </Text>
      <Group gap={4} mt={4} wrap="nowrap">
        {action(t('uploads.scan.earlier', { number }), <IconArrowLeft size={16} />, () => onMove(-1), number === 1)}
        {action(t('uploads.scan.later', { number }), <IconArrowRight size={16} />, () => onMove(1), number === count)}
        {action(t('uploads.scan.rotate', { number }), <IconRotateClockwise size={16} />, onRotate)}
        {action(t('uploads.scan.crop', { number }), <IconCrop size={16} />, onCrop)}
        {action(t('uploads.scan.remove', { number }), <IconTrash size={16} />, onRemove)}
      </Group>
    </Card>
  );
}

/** The page's picture as it will be, redrawn when its rotation or crop changes; its object URL released after. */
function usePageThumbnail(page: TScanPage) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current: string | null = null;
    let cancelled = false;
    void pageThumbnail(page).then(
      (blob) => {
        if (cancelled) return;
        current = URL.createObjectURL(blob);
        setUrl(current);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      if (current) URL.revokeObjectURL(current);
    };
  }, [page]);
  return url;
}
