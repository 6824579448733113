import { Text } from '@mantine/core';
import { useBranding } from '../../lib/branding/get-branding.ts';

export function Footer() {
  const { firm_name: firmName } = useBranding();
  return (
    <Text size="sm" c="dimmed" lh="44px">
      © {new Date().getFullYear()} {firmName}
    </Text>
  );
}
