import { paths, type TClientAsk, type TFeatureKey, type TPermission } from '@ledgerport/contract';
import { Button } from '@mantine/core';
import {
  IconArrowRight,
  IconCash,
  IconFileSearch,
  IconListCheck,
  IconReceiptTax,
  IconSignature,
  IconUpload,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureFlags } from '../../../lib/feature-flags/get-feature-flags.ts';
import { usePermissionsIn } from '../../../lib/permissions/use-permissions.ts';

type TAction = { to: string; labelKey: string; icon: Icon };
/** A way to fulfil a request: what the client needs in its company, and the firm's switch that governs it. */
type TWay = TAction & { permission: TPermission; feature: TFeatureKey };
type TRequestAsk = Extract<TClientAsk, { type: 'request' }>;

function fulfilment(ask: TRequestAsk): TWay {
  const company = ask.tenant_uuid;
  if (ask.kind === 'SALES_TAX') {
    const to = paths.salesTaxSubmit(company);
    return {
      to,
      labelKey: 'clientAsks.actions.sendSalesTax',
      icon: IconReceiptTax,
      permission: 'submit sales tax',
      feature: 'SALES_TAX_SUBMISSION',
    };
  }
  if (ask.kind === 'PAYROLL') {
    const to = paths.payrollSubmit(company);
    return {
      to,
      labelKey: 'clientAsks.actions.sendPayroll',
      icon: IconCash,
      permission: 'submit payroll',
      feature: 'PAYROLL_SUBMISSION',
    };
  }
  if (ask.kind === 'ORGANIZER') {
    return {
      to: paths.organizer(company, ask.request_uuid),
      labelKey: 'clientAsks.actions.answerOrganizer',
      icon: IconListCheck,
      permission: 'upload files',
      feature: 'CLIENT_FILE_UPLOAD',
    };
  }
  // The four upload kinds: the request itself, opened on the company's Requests page, takes the files and submits them.
  const to = paths.clientRequests(company, ask.request_uuid);
  return {
    to,
    labelKey: 'clientAsks.actions.upload',
    icon: IconUpload,
    permission: 'upload files',
    feature: 'CLIENT_FILE_UPLOAD',
  };
}

/**
 * The one thing to do about an item, in the item's own company: upload or submit for a request (where the
 * client's role there allows it and the firm has it on; else the request, to read), open the file for a
 * document, sign an envelope (the server lists only those whose turn is the client's).
 */
export function useAskAction(ask: TClientAsk): TAction {
  const { can } = usePermissionsIn(ask.tenant_uuid);
  const { isOn } = useFeatureFlags();
  if (ask.type === 'signature') {
    return { to: paths.signEnvelope(ask.envelope_uuid), labelKey: 'clientAsks.actions.sign', icon: IconSignature };
  }
  if (ask.type === 'document') {
    return {
      to: paths.companyFile(ask.tenant_uuid, ask.folder, ask.name),
      labelKey: 'clientAsks.actions.openFile',
      icon: IconFileSearch,
    };
  }
  const way = fulfilment(ask);
  if (can(way.permission) && isOn(way.feature)) return way;
  return {
    to: paths.clientRequests(ask.tenant_uuid, ask.request_uuid),
    labelKey: 'clientAsks.actions.openRequest',
    icon: IconArrowRight,
  };
}

/** The item's action as a link, named with the item so each reads on its own to a screen reader. */
export function AskAction({ ask, name }: { ask: TClientAsk; name: string }) {
  const { t } = useTranslation();
  const action = useAskAction(ask);
  const ActionIcon = action.icon;
  return (
    <Button
      component={Link}
      to={action.to}
      size="sm"
      leftSection={<ActionIcon size={16} aria-hidden />}
      aria-label={t(`${action.labelKey}For`, { name })}
    >
      {t(action.labelKey)}
    </Button>
  );
}
