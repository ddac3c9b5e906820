import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { DEFAULT_DEMO_PRINTER_PORTS, DEMO_DEVICES, demoPrinterPort } from './seed-printing.ts';

const env = { JWT_SECRET: 'x'.repeat(32), PIN_PEPPER: 'y'.repeat(16) };

describe('demo printers on the configured emulator ports (EMULATOR_PORTS)', () => {
  it('keeps DEMO-DATA.md ports when the emulator uses its defaults', () => {
    expect(loadConfig(env).demoPrinterPorts).toEqual([...DEFAULT_DEMO_PRINTER_PORTS]);
    const ports = DEMO_DEVICES.kopiSenja.map((device) => demoPrinterPort(device.port, DEFAULT_DEMO_PRINTER_PORTS));
    expect(ports).toEqual([9101, 9102, 9100]);
  });

  it('moves every demo printer to the port in the same place of the configured list', () => {
    const configured = loadConfig({ ...env, EMULATOR_PORTS: '9200, 9201,9202,9203,9204' }).demoPrinterPorts;
    expect(configured).toEqual([9200, 9201, 9202, 9203, 9204]);
    const all = [...DEMO_DEVICES.kopiSenja, ...DEMO_DEVICES.grillChill].map((device) => demoPrinterPort(device.port, configured));
    expect(all).toEqual([9201, 9202, 9200, 9203, 9204]);
  });

  it('wraps round a shorter list, so each ticket still reaches a listening emulator', () => {
    expect(demoPrinterPort(9103, [7000, 7001])).toBe(7001);
    expect(demoPrinterPort(9104, [7000])).toBe(7000);
  });

  it('refuses ports that are not numbers, naming the variable', () => {
    expect(() => loadConfig({ ...env, EMULATOR_PORTS: '9100,abc' })).toThrow(/EMULATOR_PORTS/);
  });
});
