import { Button, FileButton } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Whether this browser can reach a camera at all. `capture` itself cannot be detected; a browser without the
 * media-devices API certainly has no camera to offer.
 */
const cameraSupported = () => typeof navigator.mediaDevices?.getUserMedia === 'function';

type TCameraButtonProps = {
  onFiles: (files: File[]) => void;
  /** Called instead of opening the camera where there is none (the spec's alert). */
  onUnsupported: () => void;
  disabled: boolean;
};

/** "Take a photo": the phone's rear camera through a capture-enabled file input; the photo joins the queue. */
export function CameraButton({ onFiles, onUnsupported, disabled }: TCameraButtonProps) {
  const { t } = useTranslation();
  const button = (onClick: () => void) => (
    <Button variant="default" leftSection={<IconCamera size={16} aria-hidden />} onClick={onClick} disabled={disabled}>
      {t('uploads.takePhoto')}
    </Button>
  );
  if (!cameraSupported()) return button(onUnsupported);
  return (
    <FileButton
      accept="image/*"
      capture="environment"
      onChange={(file) => file && onFiles([file])}
      disabled={disabled}
      inputProps={{ 'aria-label': t('uploads.takePhoto') }}
    >
      {(props) => button(props.onClick)}
    </FileButton>
  );
}
