import {
  Alert,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCamera, IconCapture, IconFileTypePdf, IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';
import { CropPanel } from './crop-panel.tsx';
import { ScanPageCard } from './scan-page-card.tsx';
import { moved, NO_CROP, rotated, scanFileName, type TScanPage } from './scan-pages.ts';
import { preparePhoto, scanToPdf } from './scan-to-pdf.ts';
import { useCamera } from './use-camera.ts';

type TProps = { opened: boolean; onClose: () => void; onScanned: (file: File) => void };

let nextId = 0;

/**
 * "Scan": pages taken with the camera (live, a tap a page) or added as photos, put in order, turned, cropped
 * or dropped, then made into one PDF in the browser, which joins the upload queue like any chosen file.
 */
export default function ScanDialog({ opened, onClose, onScanned }: TProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const { videoRef, state: cameraState, start: startCamera, stop: stopCamera, capture } = useCamera();
  const [pages, setPages] = useState<TScanPage[]>([]);
  const [cropping, setCropping] = useState<string | null>(null);
  const [name, setName] = useState(() => scanFileName(new Date()));
  const [making, setMaking] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(0);

  const addPhotos = async (photos: Blob[]) => {
    setProblem(null);
    setAdding((count) => count + photos.length);
    for (const photo of photos) {
      try {
        const kept = await preparePhoto(photo).finally(() => setAdding((count) => count - 1));
        setPages((current) => [...current, { id: `page-${nextId++}`, ...kept, rotation: 0, crop: NO_CROP }]);
      } catch {
        setProblem(t('uploads.scan.unreadable', { name: photo instanceof File ? photo.name : '' }));
      }
    }
  };
  const change = (id: string, update: (page: TScanPage) => TScanPage) =>
    setPages((current) => current.map((page) => (page.id === id ? update(page) : page)));

  const close = () => {
    stopCamera();
    onClose();
  };

  const make = async () => {
    setProblem(null);
    setMaking(0);
    try {
      const pdf = await scanToPdf(pages, setMaking);
      const fileName = name.trim().toLowerCase().endsWith('.pdf')
        ? name.trim()
        : `${name.trim() || scanFileName(new Date())}.pdf`;
      onScanned(new File([pdf], fileName, { type: 'application/pdf' }));
      setPages([]);
      setName(scanFileName(new Date()));
      close();
    } catch {
      setProblem(t('uploads.scan.failed'));
    } finally {
      setMaking(null);
    }
  };

  const croppingPage = pages.find((page) => page.id === cropping);
  return (
    <Modal opened={opened} onClose={close} title={t('uploads.scan.title')} fullScreen={phone} size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('uploads.scan.intro')}
        </Text>
        <video
          ref={videoRef}
          playsInline
          muted
          aria-label={t('uploads.scan.viewfinder')}
          style={{
            width: '100%',
            maxHeight: '50vh',
            background: '#000',
            display: cameraState === 'on' ? 'block' : 'none',
          }}
        />
        {cameraState === 'refused' && <Alert color="yellow">{t('uploads.scan.cameraRefused')}</Alert>}
        {cameraState === 'unavailable' && <Alert color="yellow">{t('uploads.cameraUnsupported')}</Alert>}
        <Group gap="sm">
          {cameraState === 'on' ? (
            <Button
              leftSection={<IconCapture size={16} aria-hidden />}
              onClick={() => void capture().then((shot) => shot && addPhotos([shot.photo]))}
            >
              {t('uploads.scan.capture')}
            </Button>
          ) : (
            <Button
              variant="default"
              leftSection={<IconCamera size={16} aria-hidden />}
              loading={cameraState === 'starting'}
              onClick={() => void startCamera()}
            >
              {t('uploads.scan.useCamera')}
            </Button>
          )}
          <FileButton
            multiple
            accept="image/*"
            capture="environment"
            onChange={(files) => void addPhotos(files)}
            inputProps={{ 'aria-label': t('uploads.scan.addPhotos') }}
          >
            {(props) => (
              <Button variant="default" leftSection={<IconPhotoPlus size={16} aria-hidden />} {...props}>
                {t('uploads.scan.addPhotos')}
              </Button>
            )}
          </FileButton>
        </Group>
        {pages.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {pages.map((page, index) => (
              <ScanPageCard
                key={page.id}
                page={page}
                number={index + 1}
                count={pages.length}
                cropping={cropping === page.id}
                onMove={(delta) => setPages((current) => moved(current, index, delta))}
                onRotate={() => change(page.id, rotated)}
                onCrop={() => setCropping(page.id)}
                onRemove={() => {
                  setPages((current) => current.filter((other) => other.id !== page.id));
                  if (cropping === page.id) setCropping(null);
                }}
              />
            ))}
          </SimpleGrid>
        )}
        {croppingPage && (
          <CropPanel
            key={croppingPage.id}
            number={pages.indexOf(croppingPage) + 1}
            crop={croppingPage.crop}
            onChange={(crop) => change(croppingPage.id, (page) => ({ ...page, crop }))}
            onDone={() => setCropping(null)}
          />
        )}
        {adding > 0 && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('uploads.scan.adding', { count: adding })}</Text>
          </Group>
        )}
        {problem && <Alert color="red">{problem}</Alert>}
        {making !== null && (
          <Stack gap={4}>
            <Text size="sm">{t('uploads.scan.making', { done: making, count: pages.length })}</Text>
            <Progress value={(making / Math.max(pages.length, 1)) * 100} aria-label={t('uploads.scan.progress')} />
          </Stack>
        )}
        <TextInput
          label={t('uploads.scan.fileName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={200}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('uploads.cancel')}
          </Button>
          <Button
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            disabled={pages.length === 0 || adding > 0}
            loading={making !== null}
            onClick={() => void make()}
          >
            {t('uploads.scan.make', { count: pages.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
