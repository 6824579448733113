import type { TExistingFileChoice } from '@ledgerport/contract';
import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TExistingChoiceProps = {
  name: string;
  /** The folder it lands in, as the user reads it. */
  folder: string;
  value: TExistingFileChoice;
  onChange: (value: TExistingFileChoice) => void;
  disabled: boolean;
};

/** A chosen file's name is already in its folder: a new version of that file (the default), or keep both. */
export function ExistingChoice({ name, folder, value, onChange, disabled }: TExistingChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      mt="xs"
      size="sm"
      value={value}
      onChange={(next) => onChange(next === 'keep_both' ? 'keep_both' : 'version')}
      label={t('uploads.existing.question', { name, folder })}
      readOnly={disabled}
    >
      <Group gap="md" mt={4}>
        <Radio value="version" label={t('uploads.existing.version')} disabled={disabled} />
        <Radio value="keep_both" label={t('uploads.existing.keepBoth')} disabled={disabled} />
      </Group>
    </Radio.Group>
  );
}
