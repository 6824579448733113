import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEraser, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { ErasePersonDialog } from './erase-person-dialog.tsx';
import { useExportPersonData } from './person-data-api.ts';

type TPerson = { uuid: string; name: string; email: string };

/** Whether the signed-in user may export and erase a person's data (lists hide the column otherwise). */
export const useMayManagePersonalData = () => usePermissions().can('manage personal data');

/**
 * The personal-data actions of one row of a list of people (a company's users): the same export and erasure as
 * the user screen's card, in a menu that fits a table cell and a phone's card.
 */
export function PersonDataMenu({ person }: { person: TPerson }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const exporting = useExportPersonData();
  const [erasing, setErasing] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            loading={exporting.isPending}
            aria-label={t('personData.menuOf', { name: person.name })}
          >
            <IconUserShield size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() =>
              exporting.mutate(person.uuid, {
                onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
              })
            }
          >
            {t('personData.export')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconEraser size={16} aria-hidden />} onClick={() => setErasing(true)}>
            {t('personData.erase')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ErasePersonDialog person={person} opened={erasing} onClose={() => setErasing(false)} />
    </>
  );
}
