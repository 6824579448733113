import {
  ZTemplateRunAccepted,
  type TApplyRequestTemplateRequest,
  type TTemplateRunAccepted,
} from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const applyRequestTemplate = ({
  uuid,
  body,
}: {
  uuid: string;
  body: TApplyRequestTemplateRequest;
}): Promise<TTemplateRunAccepted> =>
  apiRequest(`/request-templates/${encodeURIComponent(uuid)}/apply`, {
    method: 'POST',
    body,
    schema: ZTemplateRunAccepted,
  });

export const useApplyRequestTemplate = () => useMutation({ mutationFn: applyRequestTemplate });
