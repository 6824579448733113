import type { TFileEntry } from '@ledgerport/contract';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowsMove,
  IconClipboardCheck,
  IconDots,
  IconHistory,
  IconPencil,
  IconSignature,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';

export type TEntryAction = 'rename' | 'move' | 'delete' | 'versions' | 'review' | 'signature';

/** Which row actions the signed-in user has for an entry; the server checks each again. */
export function useEntryActions() {
  const { can } = usePermissions();
  return (entry: TFileEntry): TEntryAction[] => {
    const actions: TEntryAction[] = [];
    if (can('manage files')) actions.push('rename', 'move');
    if (entry.is_file) actions.push('versions');
    if (entry.is_file && can('review files')) actions.push('review');
    // Only a PDF can be sent for signature; the server checks the bytes again.
    if (entry.is_file && /\.pdf$/i.test(entry.file) && can('manage signatures')) actions.push('signature');
    if (can('manage files')) actions.push('delete');
    return actions;
  };
}

const ICON = {
  rename: IconPencil,
  move: IconArrowsMove,
  versions: IconHistory,
  review: IconClipboardCheck,
  signature: IconSignature,
  delete: IconTrash,
} as const;

type TEntryActionsMenuProps = {
  entry: TFileEntry;
  /** The entry's name as shown, for the button's accessible name. */
  label: string;
  onAction: (action: TEntryAction, entry: TFileEntry) => void;
};

/** The "…" menu of one row: a real button with a keyboard-navigable menu (arrow keys, Enter, Escape). */
export function EntryActionsMenu({ entry, label, onAction }: TEntryActionsMenuProps) {
  const { t } = useTranslation();
  const actions = useEntryActions()(entry);
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('files.actions.menu', { name: label })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const Icon = ICON[action];
          return (
            <Menu.Item
              key={action}
              color={action === 'delete' ? 'red' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onAction(action, entry)}
            >
              {t(`files.actions.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
