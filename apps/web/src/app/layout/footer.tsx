import { Text } from '@mantine/core';
import { PRODUCT_NAME } from '../../lib/use-page-title.ts';

export function Footer() {
  return (
    <Text size="sm" c="dimmed" lh="44px">
      © {new Date().getFullYear()} {PRODUCT_NAME}
    </Text>
  );
}
