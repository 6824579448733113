import { ZFirmSettings, type TFirmSettings } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '../../../lib/post-form.ts';
import { afterFirmSettingsSaved } from './saved-firm-settings.ts';

/** POST /firm-settings/branding/logo: one PNG, JPEG or WebP file (the server checks its bytes and size). */
export function uploadLogo(file: File): Promise<TFirmSettings> {
  const form = new FormData();
  form.append('file', file);
  return postForm({ path: '/firm-settings/branding/logo', form, schema: ZFirmSettings, timeoutMs: 60_000 });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadLogo, onSuccess: (saved) => afterFirmSettingsSaved(queryClient, saved) });
}
