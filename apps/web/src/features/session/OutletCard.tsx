import { Badge, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Outlet } from '@kasir/contracts';
import { outletTypeLabel } from './outlet-type-label.ts';

export interface OutletCardProps {
  outlet: Outlet;
  onChoose(outlet: Outlet): void;
}

/** A touch card per outlet; its accessible name is the outlet's name. */
export function OutletCard({ outlet, onChoose }: OutletCardProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton onClick={() => onChoose(outlet)} aria-label={outlet.Name}>
      <Paper withBorder radius="lg" p="lg" shadow="xs" mih={180} className="kasir-touch-card">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <ThemeIcon size={52} radius="md" color="teal" variant="light">
              <IconBuildingStore size={30} />
            </ThemeIcon>
            <Badge color="coffee" variant="light" size="lg">
              {outletTypeLabel(t, outlet.Type)}
            </Badge>
          </Group>
          <Text fw={700} fz="xl" lineClamp={1}>
            {outlet.Name}
          </Text>
          {outlet.Address ? (
            <Group gap={6} wrap="nowrap" c="dimmed">
              <IconMapPin size={18} />
              <Text fz="sm" lineClamp={1}>
                {outlet.Address}
              </Text>
            </Group>
          ) : null}
          {outlet.Telephone ? (
            <Group gap={6} wrap="nowrap" c="dimmed">
              <IconPhone size={18} />
              <Text fz="sm">{outlet.Telephone}</Text>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
