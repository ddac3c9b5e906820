import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCoffee } from '@tabler/icons-react';

/** The product name; not translated, it is a name. */
export function BrandMark({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={size === 'lg' ? 44 : 36} radius="md" color="teal">
        <IconCoffee size={size === 'lg' ? 26 : 22} />
      </ThemeIcon>
      <Text fw={800} fz={size === 'lg' ? 28 : 22} c="coffee.9" lh={1}>
        Kasir
      </Text>
    </Group>
  );
}
