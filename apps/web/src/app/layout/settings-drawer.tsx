import { Button, Drawer, Group, Radio, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings } from '../layout-settings/layout-settings-context.tsx';
import { LAYOUT_OPTIONS } from '../layout-settings/layout-settings.ts';

type TChoiceProps<V extends string> = {
  label: string;
  value: V;
  options: readonly V[];
  onChange: (value: V) => void;
};

const optionKey = (option: string): string => `settings.option.${option}`;

/** One labelled group of radio buttons (arrow keys move between them). */
function Choice<V extends string>({ label, value, options, onChange }: TChoiceProps<V>) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as V)}>
      <Group gap="md" mt={6}>
        {options.map((option) => (
          <Radio key={option} value={option} label={t(optionKey(option))} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings, dispatch } = useLayoutSettings();
  const vertical = settings.layout === 'vertical';
  // "Colored" is offered for the top bar only in the horizontal layout (spec §2).
  const topbarThemes = LAYOUT_OPTIONS.topbarTheme.filter((theme) => theme !== 'colored' || !vertical);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="sm"
      title={t('settings.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg">
        <Choice
          label={t('settings.layout')}
          value={settings.layout}
          options={LAYOUT_OPTIONS.layout}
          onChange={(value) => dispatch({ type: 'setLayout', value })}
        />
        <Choice
          label={t('settings.width')}
          value={settings.width}
          options={LAYOUT_OPTIONS.width}
          onChange={(value) => dispatch({ type: 'setWidth', value })}
        />
        <Choice
          label={t('settings.topbarTheme')}
          value={settings.topbarTheme}
          options={topbarThemes}
          onChange={(value) => dispatch({ type: 'setTopbarTheme', value })}
        />
        {vertical && (
          <>
            <Choice
              label={t('settings.sidebarType')}
              value={settings.sidebarType}
              options={LAYOUT_OPTIONS.sidebarType}
              onChange={(value) => dispatch({ type: 'setSidebarType', value })}
            />
            <Choice
              label={t('settings.sidebarTheme')}
              value={settings.sidebarTheme}
              options={LAYOUT_OPTIONS.sidebarTheme}
              onChange={(value) => dispatch({ type: 'setSidebarTheme', value })}
            />
          </>
        )}
        <Choice
          label={t('settings.colorScheme')}
          value={settings.colorScheme}
          options={LAYOUT_OPTIONS.colorScheme}
          onChange={(value) => dispatch({ type: 'setColorScheme', value })}
        />
        <Switch
          label={t('settings.preloader')}
          description={t('settings.preloaderHint')}
          checked={settings.preloader}
          onChange={(event) => dispatch({ type: 'setPreloader', value: event.currentTarget.checked })}
        />
        <Button variant="default" onClick={() => dispatch({ type: 'reset' })}>
          {t('settings.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
