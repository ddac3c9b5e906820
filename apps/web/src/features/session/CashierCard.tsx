import { Avatar, Badge, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CashierSummary } from '@kasir/contracts';

export interface CashierCardProps {
  cashier: CashierSummary;
  onChoose(cashier: CashierSummary): void;
}

/** A big touch card; the whole card is one button named by the cashier. */
export function CashierCard({ cashier, onChoose }: CashierCardProps) {
  return (
    <UnstyledButton onClick={() => onChoose(cashier)} aria-label={cashier.RoleName ? `${cashier.Name}, ${cashier.RoleName}` : cashier.Name}>
      <Paper withBorder radius="lg" p="lg" shadow="xs" mih={170} className="kasir-touch-card">
        <Stack align="center" gap="sm">
          <Avatar size={64} radius="xl" color="teal" variant="light" fz={24}>
            {cashier.Name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Text fw={700} fz="xl" ta="center" lineClamp={1}>
            {cashier.Name}
          </Text>
          {cashier.RoleName ? (
            <Badge color="coffee" variant="light" size="lg">
              {cashier.RoleName}
            </Badge>
          ) : null}
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
