export {
  runPrint,
  printKitchenTickets,
  printBill,
  printTableChecker,
  printReceipt,
  printVoidItem,
  printVoidOrder,
  printQrTable,
  printChangeTable,
  printShift,
  printTest,
  openCashDrawer,
  type PrintRun,
} from './print-actions.ts';
export { usePrintReceipt } from './use-print-receipt.ts';
export { printAgentUrl, printServiceBase, saveLocalReceipt } from './agent-client.ts';
export { useDevicesQuery, usePrintSetsQuery, printingQueryKeys } from './plan-api.ts';
export { WaitingTicketsButton } from './WaitingTicketsButton.tsx';
export { PrintBillButton } from './PrintBillButton.tsx';
export { PrintShiftButton } from './PrintShiftButton.tsx';
