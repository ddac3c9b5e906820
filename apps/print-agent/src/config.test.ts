import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT, loadEmulatorConfig, loadPrintAgentConfig } from './config.ts';

describe('config', () => {
  it('defaults to port 3003, loopback, data/print-agent under the repository and the app origins', () => {
    expect(loadPrintAgentConfig({})).toEqual({
      port: 3003,
      host: '127.0.0.1',
      dataDir: join(REPOSITORY_ROOT, 'data/print-agent'),
      allowedOrigins: ['http://127.0.0.1:8080', 'http://localhost:8080', 'http://localhost:5173'],
    });
    expect(loadEmulatorConfig({})).toEqual({ ports: [9100, 9101, 9102, 9103, 9104], host: '127.0.0.1', outDir: join(REPOSITORY_ROOT, 'data/printed') });
  });

  it('reads overrides and refuses nonsense', () => {
    expect(loadPrintAgentConfig({ PRINT_AGENT_PORT: '4000', PRINT_AGENT_ALLOWED_ORIGINS: 'http://pos.local:8080, http://10.0.0.2:8080' })).toMatchObject({
      port: 4000,
      allowedOrigins: ['http://pos.local:8080', 'http://10.0.0.2:8080'],
    });
    expect(loadEmulatorConfig({ EMULATOR_PORTS: '9200,9201', EMULATOR_OUT_DIR: '/tmp/tickets' })).toMatchObject({ ports: [9200, 9201], outDir: '/tmp/tickets' });
    expect(() => loadPrintAgentConfig({ PRINT_AGENT_PORT: 'ninety' })).toThrow(/PRINT_AGENT_PORT/);
    expect(() => loadEmulatorConfig({ EMULATOR_PORTS: '9100,abc' })).toThrow(/EMULATOR_PORTS/);
  });
});
