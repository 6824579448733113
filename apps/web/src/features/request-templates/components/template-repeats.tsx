import type { TTemplateRepeat } from '@ledgerport/contract';
import { Alert, Checkbox, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import type { useTemplateRepeats } from '../api/get-template-repeats.ts';

export const repeatKey = (r: Pick<TTemplateRepeat, 'tenant_uuid' | 'item_uuid'>) => `${r.tenant_uuid} ${r.item_uuid}`;

type TTemplateRepeatsProps = {
  repeats: ReturnType<typeof useTemplateRepeats>;
  skipAll: boolean;
  onSkipAll: (on: boolean) => void;
  /** tenant × item pairs to leave out when not skipping every repeat. */
  skipped: string[];
  onSkipped: (keys: string[]) => void;
};

/**
 * The warning before applying (issue 30): items that would repeat a client's live series (same kind and
 * cadence, a similar title). Every repeat is skipped unless staff switch that off and choose pair by pair.
 */
export function TemplateRepeats({ repeats, skipAll, onSkipAll, skipped, onSkipped }: TTemplateRepeatsProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  if (repeats.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(repeats.error)}
      </Alert>
    );
  }
  const found = repeats.data;
  if (!found || found.total === 0) return null;
  return (
    <Alert color="yellow" variant="light" title={t('requestTemplates.apply.repeatsTitle', { count: found.total })}>
      <Stack gap="xs">
        <Text size="sm">{t('requestTemplates.apply.repeatsExplain')}</Text>
        <Switch
          checked={skipAll}
          onChange={(event) => onSkipAll(event.currentTarget.checked)}
          label={t('requestTemplates.apply.skipAllRepeats')}
        />
        {!skipAll && (
          <Checkbox.Group value={skipped} onChange={onSkipped} label={t('requestTemplates.apply.skipThese')}>
            <ScrollArea.Autosize mah={180} type="auto">
              <Stack gap={6} mt="xs">
                {found.data.map((r) => (
                  <Checkbox
                    key={`${repeatKey(r)} ${r.series_uuid}`}
                    value={repeatKey(r)}
                    label={t('requestTemplates.apply.repeatLine', {
                      tenant: r.tenant_name,
                      item: r.item_title,
                      series: r.series_title,
                    })}
                    styles={{ label: { overflowWrap: 'anywhere' } }}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            {found.total > found.data.length && (
              <Text size="xs" c="dimmed" mt="xs">
                {t('requestTemplates.apply.repeatsMore', { shown: found.data.length, total: found.total })}
              </Text>
            )}
          </Checkbox.Group>
        )}
      </Stack>
    </Alert>
  );
}
