import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { printBill } from './print-actions.ts';

/** Spec §4: an order without payments prints as a bill marked 'Bill Not Paid'. */
export function PrintBillButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const [isPrinting, setIsPrinting] = useState(false);
  const run = async (): Promise<void> => {
    setIsPrinting(true);
    try {
      await printBill(orderId);
    } finally {
      setIsPrinting(false);
    }
  };
  return (
    <Button variant="light" leftSection={<IconPrinter size={18} />} loading={isPrinting} onClick={() => void run()} data-testid="print-bill">
      {t('printing.printBill')}
    </Button>
  );
}
