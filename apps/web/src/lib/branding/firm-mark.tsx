import { Group, Image, Text, type MantineSize } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useBranding } from './get-branding.ts';

/**
 * The firm's logo (or the portal's icon while it has none) beside its name: the top bar and the sign-in
 * screens. The logo is decoration next to the name, so it has no text of its own.
 */
export function FirmMark({ size = 'lg', nameVisibleFrom }: { size?: MantineSize; nameVisibleFrom?: MantineSize }) {
  const { firm_name: firmName, logo_url: logoUrl } = useBranding();
  const height = size === 'xl' ? 32 : 26;
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      {logoUrl ? (
        <Image src={logoUrl} alt="" h={height} w="auto" maw={120} fit="contain" />
      ) : (
        <IconBuildingBank size={height} stroke={1.6} aria-hidden />
      )}
      <Text fw={700} size={size} truncate visibleFrom={nameVisibleFrom} data-testid="firm-name">
        {firmName}
      </Text>
    </Group>
  );
}
