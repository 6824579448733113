import { useCallback, useEffect, useRef, useState } from 'react';

export type TCameraState = 'off' | 'starting' | 'on' | 'refused' | 'unavailable';

/**
 * The rear camera shown live in a <video>, and each "capture" a still of its current frame as JPEG: a page
 * taken every tap, without leaving the screen (a capture-enabled file input opens the phone's camera app and
 * returns one photo at a time). Stopped when the screen closes, so the camera light goes off.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<TCameraState>('off');

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setState('off');
  }, []);
  useEffect(() => stop, [stop]);

  const start = async () => {
    if (typeof navigator.mediaDevices?.getUserMedia !== 'function') return setState('unavailable');
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1440 } },
        audio: false,
      });
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => {});
      }
      setState('on');
    } catch (error) {
      setState(error instanceof DOMException && error.name === 'NotAllowedError' ? 'refused' : 'unavailable');
    }
  };

  /** The frame shown now, as a JPEG photo with its size; null before the first frame has arrived. */
  const capture = async (): Promise<{ photo: Blob; width: number; height: number } | null> => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const photo = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.92));
    return photo && { photo, width: canvas.width, height: canvas.height };
  };

  return { videoRef, state, start, stop, capture };
}
