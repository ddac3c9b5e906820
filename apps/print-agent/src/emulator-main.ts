import { pathToFileURL } from 'node:url';
import { loadEmulatorConfig, type EmulatorConfig } from './config.ts';
import { PrinterEmulator } from './emulator/printer-emulator.ts';
import { closeOnSignals } from './main.ts';

export interface StartedPrinterEmulator {
  ports: number[];
  emulator: PrinterEmulator;
  close(): Promise<void>;
}

/** Starts the emulated printers (default 9100-9104) writing tickets under data/printed. */
export async function startPrinterEmulator(overrides: Partial<EmulatorConfig> = {}): Promise<StartedPrinterEmulator> {
  const config = { ...loadEmulatorConfig(), ...overrides };
  const emulator = await PrinterEmulator.start({ ports: config.ports, host: config.host, outDir: config.outDir });
  console.info(`printer emulator listening on ${config.host}:${emulator.ports.join(',')} (tickets in ${config.outDir})`);
  return { ports: emulator.ports, emulator, close: () => emulator.close() };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = await startPrinterEmulator();
  closeOnSignals(started.close);
}
